// A titled step of the checkout form (billing, shipping, payment, more).
import type { ReactNode } from 'react';

export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
