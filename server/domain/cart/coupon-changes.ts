// Applying and removing coupon codes. A code is checked against the cart as it is, after the
// coupons already on it, with one clear message per reason (coupons.ts); a refused code leaves
// the cart as it was.
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import type { RequestSession } from '../session/request-session';
import { checkCoupon } from './coupons';
import { readCart, settleCart, type CartRecord } from './session-cart';
import { addCartCoupon, findCoupon, removeCartCoupons } from './store/coupons';

const maxCodeLength = 100;

export interface AppliedCouponChange {
  cart: CartRecord;
  code: string;
}

export async function applyCoupon(session: RequestSession, code: string, now = new Date()): Promise<AppliedCouponChange> {
  const wanted = code.trim();
  if (!wanted) throw new InputError(new StoreMessage('enterCouponCode'));
  if (wanted.length > maxCodeLength) throw new InputError(new StoreMessage('couponNotFound', { code: `${wanted.slice(0, 20)}…` }));
  return session.transaction(async (tx) => {
    const row = await session.open(tx);
    const coupon = await findCoupon(tx, wanted, row.billing.email);
    if (!coupon) throw new InputError(new StoreMessage('couponNotFound', { code: wanted }));
    const cart = await readCart(tx, row, session.pricing, now);
    const refusal = checkCoupon(
      coupon,
      cart.items.map((item) => item.line),
      { now, applied: cart.coupons },
    );
    if (refusal) throw new InputError(refusal);
    await addCartCoupon(tx, row.key, coupon.id);
    return { cart: await settleCart(tx, row, session.pricing, now), code: coupon.code };
  });
}

export async function removeCoupons(session: RequestSession, codes: readonly (string | null)[]): Promise<CartRecord> {
  const wanted = [...new Set(codes.filter((code): code is string => typeof code === 'string' && code.trim() !== '').map((code) => code.trim().toLowerCase()))];
  if (wanted.length === 0) throw new InputError(new StoreMessage('nameCouponToRemove'));
  return session.transaction(async (tx) => {
    const row = await session.open(tx);
    const cart = await readCart(tx, row, session.pricing);
    const onCart = cart.coupons.filter((coupon) => wanted.includes(coupon.code));
    const missing = wanted.find((code) => !onCart.some((coupon) => coupon.code === code));
    if (missing !== undefined) throw new InputError(new StoreMessage('couponNotApplied', { code: missing.slice(0, maxCodeLength) }));
    await removeCartCoupons(tx, row.key, onCart.map((coupon) => coupon.id));
    return settleCart(tx, row, session.pricing);
  });
}
