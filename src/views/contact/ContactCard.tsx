// One way of reaching the shop: an icon, a title and the details.
import type { ReactNode } from 'react';

interface ContactCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

export function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <li className="contact-card">
      <span className="contact-card__icon">{icon}</span>
      <h2 className="contact-card__title">{title}</h2>
      <div className="contact-card__body">{children}</div>
    </li>
  );
}
