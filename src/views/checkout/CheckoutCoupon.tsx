// Coupon codes at checkout: a code goes to the cart (through checkout), the store's refusal shows
// under the field, and each applied coupon can be taken off. The field sits inside the checkout
// form, so Enter applies the code instead of placing the order. The code typed is plain DOM state.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { AppliedCoupon } from '../../domain/cart/types';
import { t } from '../../i18n';
import { AppliedCoupons } from '../cart/AppliedCoupons';
import './CheckoutCoupon.css';
import { refusalText } from '../../i18n/refusalText';

interface CheckoutCouponProps {
  coupons: AppliedCoupon[];
  busy: boolean;
  error: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: (code: string) => void;
}

export function CheckoutCoupon({ coupons, busy, error, disabled, onApply, onRemove }: CheckoutCouponProps) {
  const input = useRef<HTMLInputElement>(null);
  const applied = coupons.map((coupon) => coupon.code.toLowerCase()).join(' ');

  // A code the store has applied leaves the field, ready for the next one.
  useEffect(() => {
    const field = input.current;
    if (field && applied.split(' ').includes(field.value.trim().toLowerCase())) field.value = '';
  }, [applied]);

  const apply = () => {
    const code = input.current?.value.trim() ?? '';
    if (code) onApply(code);
    else input.current?.focus();
  };
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <div className="checkout-coupon">
      <label htmlFor="checkout-coupon-code" className="checkout-coupon__label">
        {t('checkout.coupon.label')}
      </label>
      <div className="checkout-coupon__row">
        <input
          ref={input}
          id="checkout-coupon-code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          onKeyDown={applyOnEnter}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'checkout-coupon-error' : undefined}
        />
        <button type="button" className="button button--secondary checkout-coupon__apply" disabled={disabled || busy} onClick={apply}>
          {busy ? t('cart.coupon.applying') : t('cart.coupon.apply')}
        </button>
      </div>
      {error && (
        <p id="checkout-coupon-error" className="checkout-coupon__error" role="alert">
          {refusalText(error)}
        </p>
      )}
      <AppliedCoupons coupons={coupons} disabled={disabled || busy} onRemove={onRemove} />
    </div>
  );
}
