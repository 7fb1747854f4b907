// A link that looks like a button, for calls to action that go somewhere ('Shop now').
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './Button.css';

interface ButtonLinkProps {
  href: string;
  variant?: 'primary' | 'secondary' | 'light';
  children: ReactNode;
}

export function ButtonLink({ href, variant = 'primary', children }: ButtonLinkProps) {
  return (
    <Link href={href} className={`button button--${variant}`}>
      {children}
    </Link>
  );
}
