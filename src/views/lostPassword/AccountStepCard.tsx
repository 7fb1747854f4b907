// A short account step on a page of its own (lost password, provider sign-in): a centred card with
// an optional icon, the page's one h1, a lead and what the step needs.
import type { ReactNode } from 'react';
import { IconBadge } from '../ui/IconBadge';
import '../ui/Page.css';
import '../ui/FormField.css';
import './AccountStepCard.css';

interface AccountStepCardProps {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

export function AccountStepCard({ title, lead, icon, children }: AccountStepCardProps) {
  return (
    <div className="container page account-step">
      <section className="account-step__card" aria-labelledby="account-step-title">
        {icon && (
          <IconBadge size="lg" tone="brand">
            {icon}
          </IconBadge>
        )}
        <h1 className="account-step__title" id="account-step-title">
          {title}
        </h1>
        {lead && <p className="account-step__lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
