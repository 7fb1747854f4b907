// The coupons applied to the cart, each with its discount and a button to take it off (the cart
// panel's coupon form and checkout's).
import type { AppliedCoupon } from '../../domain/cart/types';
import { t } from '../../i18n';
import { CloseIcon } from '../ui/icons';
import '../ui/IconButton.css';
import '../ui/QuietButton.css';
import './AppliedCoupons.css';

interface AppliedCouponsProps {
  coupons: AppliedCoupon[];
  /** A coupon change is on its way, or the form is not to be changed now. */
  disabled: boolean;
  onRemove: (code: string) => void;
}

export function AppliedCoupons({ coupons, disabled, onRemove }: AppliedCouponsProps) {
  if (coupons.length === 0) return null;
  return (
    <ul className="applied-coupons" aria-label={t('cart.coupon.applied')}>
      {coupons.map((coupon) => (
        <li key={coupon.code} className="applied-coupons__coupon">
          <span className="applied-coupons__code">{coupon.code}</span>
          {coupon.freeShippingOnly ? (
            <span className="applied-coupons__discount">{t('cart.coupon.freeShipping')}</span>
          ) : (
            <span className="applied-coupons__discount">
              <span className="visually-hidden">{t('cart.discount')} </span>−{coupon.discountAmount}
            </span>
          )}
          <button
            type="button"
            className="quiet-button icon-button applied-coupons__remove"
            aria-label={t('cart.coupon.remove', { code: coupon.code })}
            disabled={disabled}
            onClick={() => onRemove(coupon.code)}
          >
            <CloseIcon size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
