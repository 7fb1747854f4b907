// A titled part of the cart panel below the lines: the coupon codes, shipping, the summary.
import { useId, type ReactNode } from 'react';
import './CartSection.css';

export function CartSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `cart-section ${className}` : 'cart-section'} aria-labelledby={id}>
      <h3 id={id} className="cart-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
