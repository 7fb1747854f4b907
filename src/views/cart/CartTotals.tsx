// The cart's sums as the store computed them (DESIGN.md §3: the server computes money), in the cart
// panel and checkout's order summary. Read out again whenever they change, since a quantity,
// coupon or address changes them.
import type { Cart } from '../../domain/cart/types';
import { t } from '../../i18n';
import './CartTotals.css';

interface TotalsProps {
  cart: Pick<Cart, 'subtotal' | 'discountTotal' | 'hasDiscount' | 'needsShipping' | 'shippingTotal' | 'totalTax' | 'total'>;
}

export function CartTotals({ cart }: TotalsProps) {
  const { subtotal, discountTotal, hasDiscount, needsShipping, shippingTotal, totalTax, total } = cart;
  return (
    <dl className="cart-totals" aria-live="polite" aria-atomic="true">
      <div className="cart-totals__row">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{subtotal}</dd>
      </div>
      {hasDiscount && (
        <div className="cart-totals__row cart-totals__row--discount">
          <dt>{t('cart.discount')}</dt>
          <dd>−{discountTotal}</dd>
        </div>
      )}
      {needsShipping && (
        <div className="cart-totals__row">
          <dt>{t('cart.shipping.title')}</dt>
          <dd>{shippingTotal}</dd>
        </div>
      )}
      <div className="cart-totals__row">
        <dt>{t('cart.tax')}</dt>
        <dd>{totalTax}</dd>
      </div>
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
