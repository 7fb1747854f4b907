// The order as it stands (SPEC §2 order summary): each line with its chosen options, the coupon
// codes, the totals as the store computed them, and the Place order button under them.
import type { ReactNode } from 'react';
import type { Cart } from '../../domain/cart/types';
import { t } from '../../i18n';
import { CartTotals } from '../cart/CartTotals';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import './OrderSummary.css';

interface OrderSummaryProps {
  cart: Cart | null;
  /** The cart is being changed or read: its amounts are about to change. */
  busy: boolean;
  coupon: ReactNode;
  children: ReactNode;
}

export function OrderSummary({ cart, busy, coupon, children }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="checkout-summary-title" aria-busy={busy}>
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {t('checkout.summary.title')}
      </h2>
      {cart ? (
        <ul className={busy ? 'order-summary__lines order-summary__lines--busy' : 'order-summary__lines'} aria-label={t('checkout.summary.lines')}>
          {cart.lines.map((line) => (
            <li key={line.key} className="order-summary__line">
              <span className="order-summary__picture">
                <ResponsiveImage className="order-summary__image" image={line.image} alt="" width={64} height={64} sizes="64px" />
                <span className="order-summary__quantity" aria-hidden="true">
                  {line.quantity}
                </span>
              </span>
              <span className="order-summary__body">
                <span className="order-summary__name">{line.name}</span>
                {line.attributes.length > 0 && (
                  <span className="order-summary__options">
                    {line.attributes.map((attribute) => t('cart.attribute', { label: attribute.label, value: attribute.value })).join(' · ')}
                  </span>
                )}
                <span className="visually-hidden">{t('checkout.summary.quantity', { quantity: line.quantity })}</span>
              </span>
              <span className="order-summary__subtotal">{line.subtotal}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="order-summary__loading" role="status">
          {t('cart.loading')}
        </p>
      )}
      {coupon}
      {cart && (
        <CartTotals cart={cart} />
      )}
      {children}
    </section>
  );
}
