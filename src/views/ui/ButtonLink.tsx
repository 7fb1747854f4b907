// A link that looks like a button, for calls to action that go somewhere ('Shop now').
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './Button.css';

interface ButtonLinkProps {
  href: string;
  variant?: 'primary' | 'secondary' | 'light' | 'outline-light';
  children: ReactNode;
  onClick?: () => void;
}

export function ButtonLink({ href, variant = 'primary', children, onClick }: ButtonLinkProps) {
  return (
    <Link href={href} className={`button button--${variant}`} onClick={onClick}>
      {children}
    </Link>
  );
}
