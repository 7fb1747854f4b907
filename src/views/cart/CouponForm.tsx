// Coupon codes: a field to apply one, the store's refusal under it, and the coupons applied, each
// with its discount and a button to take it off. The code typed is plain DOM state until sent.
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { AppliedCoupon } from '../../cart/types';
import { t } from '../../i18n';
import { useCart } from '../../machines/react';
import { CloseIcon } from '../ui/icons';
import { CartSection } from './CartSection';
import './CouponForm.css';

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
          {error}
        </p>
      )}
      {coupons.length > 0 && (
        <ul className="coupon-form__applied" aria-label={t('cart.coupon.applied')}>
          {coupons.map((coupon) => (
            <li key={coupon.code} className="coupon-form__coupon">
              <span className="coupon-form__code">{coupon.code}</span>
              <span className="coupon-form__discount">
                <span className="visually-hidden">{t('cart.discount')} </span>−{coupon.discountAmount}
              </span>
              <button
                type="button"
                className="coupon-form__remove"
                aria-label={t('cart.coupon.remove', { code: coupon.code })}
                disabled={busy}
                onClick={() => cart?.send({ type: 'REMOVE_COUPON', code: coupon.code })}
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </CartSection>
  );
}
