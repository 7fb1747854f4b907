// An icon on a round tinted disc, heading an empty or error state.
import type { ReactNode } from 'react';
import './IconBadge.css';

interface IconBadgeProps {
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  tone?: 'muted' | 'brand';
}

export function IconBadge({ children, size = 'md', tone = 'muted' }: IconBadgeProps) {
  return (
    <span className={`icon-badge icon-badge--${size} icon-badge--${tone}`} aria-hidden="true">
      {children}
    </span>
  );
}
