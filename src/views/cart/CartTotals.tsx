// The cart's sums as the store computed them (DESIGN.md §3: the server computes money), in the cart
// panel and checkout's order summary. Read out again whenever they change, since a quantity,
// coupon or address changes them.
import type { Cart } from '../../domain/cart/types';
import { t } from '../../i18n';
import './CartTotals.css';

interface TotalsProps {
  cart: Pick<Cart, 'pricesIncludeTax' | 'subtotal' | 'discountTotal' | 'hasDiscount' | 'needsShipping' | 'shippingTotal' | 'totalTax' | 'total'>;
}

/**
 * With prices shown with tax, every row already includes it and the tax is said under the total
 * (as German shops say "darin enthaltene MwSt."); without, it is a row added to the others.
 */
export function CartTotals({ cart }: TotalsProps) {
  const { pricesIncludeTax, subtotal, discountTotal, hasDiscount, needsShipping, shippingTotal, totalTax, total } = cart;
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
      {!pricesIncludeTax && (
        <div className="cart-totals__row">
          <dt>{t('cart.tax')}</dt>
          <dd>{totalTax}</dd>
        </div>
      )}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t('cart.total')}</dt>
        <dd>{total}</dd>
      </div>
      {pricesIncludeTax && (
        <div className="cart-totals__row cart-totals__row--included-tax">
          <dt>{t('cart.taxIncluded')}</dt>
          <dd>{totalTax}</dd>
        </div>
      )}
    </dl>
  );
}
