// Coupon codes in the cart panel: a field to apply one, the store's refusal under it, and the
// coupons applied. The code typed is plain DOM state until sent.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { AppliedCoupon } from '../../domain/cart/types';
import { t } from '../../i18n';
import { useCart } from '../../machines/react';
import { AppliedCoupons } from './AppliedCoupons';
import { CartSection } from './CartSection';
import './CouponForm.css';
import { refusalText } from '../../i18n/refusalText';

interface CouponFormProps {
  coupons: AppliedCoupon[];
  /** The store is applying or removing a coupon. */
  busy: boolean;
  /** The store's refusal of the last coupon change. */
  error: string | null;
}

export function CouponForm({ coupons, busy, error }: CouponFormProps) {
  const cart = useCart();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const applied = coupons.map((coupon) => coupon.code.toLowerCase()).join(' ');

  // A code the store has applied leaves the field, ready for the next one.
  useEffect(() => {
    const field = input.current;
    if (field && applied.split(' ').includes(field.value.trim().toLowerCase())) field.value = '';
  }, [applied]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    if (!code) {
      input.current?.focus();
      return;
    }
    cart?.send({ type: 'APPLY_COUPON', code });
  };

  return (
    <CartSection title={t('cart.coupon.title')} className="coupon-form">
      <form className="coupon-form__row" onSubmit={apply} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('cart.coupon.code')}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className="coupon-form__input"
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('cart.coupon.code')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="coupon-form__apply" disabled={busy}>
          {busy ? t('cart.coupon.applying') : t('cart.coupon.apply')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="coupon-form__error" role="alert">
          {refusalText(error)}
        </p>
      )}
      <AppliedCoupons coupons={coupons} disabled={busy} onRemove={(code) => cart?.send({ type: 'REMOVE_COUPON', code })} />
    </CartSection>
  );
}
