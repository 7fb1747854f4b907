// A place with nothing in it yet (no products found, an empty wishlist): an icon, what it means,
// and the way on.
import type { ReactNode } from 'react';
import { IconBadge } from './IconBadge';
import './EmptyState.css';

interface EmptyStateProps {
  icon: ReactNode;
  /** A heading, where the empty state stands for a whole page's content. */
  title?: string;
  text: string;
  children?: ReactNode;
}

export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <IconBadge>{icon}</IconBadge>
      {title && <h2 className="empty-state__title">{title}</h2>}
      <p className={title ? 'empty-state__text' : 'empty-state__text empty-state__text--lead'}>{text}</p>
      {children}
    </div>
  );
}
