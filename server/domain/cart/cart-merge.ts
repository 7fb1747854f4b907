// A sign-in adopts the visitor's guest cart: in one transaction its lines move into the customer's
// saved cart (the same item in both: quantities added, capped by stock as adding to the cart caps
// them), its coupons follow while they still apply, and the guest session is deleted. From then on
// the request is bound to the customer's session, whose token the sign-in answers.
//
// Locks are taken in one order, the guest session's row and then the customer's, so two sign-ins at
// once (two devices of one customer, or one guest cart signing in twice) wait for each other instead
// of deadlocking; the second finds the guest cart already gone and adopts nothing.
import type { Database } from '../../db/connection';
import type { RequestSession } from '../session/request-session';
import type { SessionRow } from '../session/store/sessions';
import { checkCoupon } from './coupons';
import { maxCartLines, maxLineQuantity, stockLimit, unitsHeld } from './cart-limits';
import { readCart, settleCart } from './session-cart';
import { deleteSession, lockGuestSessionKey } from './store/cart-sessions';
import { copyGuestCartItem, loadCartItems, type PricedCartItem } from './store/cart-items';
import { addCartCoupon, loadCartCoupons } from './store/coupons';
import type { CartPricing } from './cart-pricing';

/**
 * How many of a guest line the customer's cart can take: what is left of its stock after the lines
 * already sharing it, and no more than a line holds; 0 when none.
 */
function roomFor(line: PricedCartItem, cart: readonly PricedCartItem[]): number {
  const existing = cart.find((item) => item.key === line.key);
  if (!existing && cart.length >= maxCartLines) return 0;
  const limit = stockLimit(line.stock);
  const stockRoom = limit === null ? line.quantity : limit - unitsHeld(cart, line.stock);
  return Math.max(0, Math.min(line.quantity, stockRoom, maxLineQuantity - (existing?.quantity ?? 0)));
}

/**
 * Moves every line the shop still sells. A new line keeps the time it was added, so the merged cart
 * lists lines in the order the shopper added them, wherever they did.
 */
async function moveLines(tx: Database, guestKey: string, customer: SessionRow): Promise<void> {
  // One after the other: the transaction's connection takes one query at a time.
  const guestLines = await loadCartItems(tx, guestKey);
  const cart = await loadCartItems(tx, customer.key);
  for (const line of guestLines.filter((item) => item.purchasable)) {
    const quantity = roomFor(line, cart);
    if (quantity === 0) continue;
    await copyGuestCartItem(tx, guestKey, customer.key, line.key, quantity);
    const existing = cart.find((item) => item.key === line.key);
    if (existing) existing.quantity += quantity;
    else cart.push({ ...line, quantity });
  }
}

/** Carries the guest's coupons over, in the order applied, each only if it applies to the merged cart. */
async function moveCoupons(tx: Database, guestKey: string, customer: SessionRow, pricing: CartPricing, now: Date): Promise<void> {
  const guestCoupons = await loadCartCoupons(tx, guestKey, customer.billing.email);
  if (guestCoupons.length === 0) return;
  const cart = await readCart(tx, customer, pricing, now);
  const lines = cart.items.map((item) => item.line);
  const applied = [...cart.coupons];
  for (const coupon of guestCoupons) {
    if (checkCoupon(coupon, lines, { now, applied }) !== null) continue;
    await addCartCoupon(tx, customer.key, coupon.id);
    applied.push(coupon);
  }
}

/**
 * Merges the request's guest cart (if its session token names one) into the customer's saved cart,
 * binds the request to the customer's session and answers that session's token.
 */
export async function adoptGuestCart(session: RequestSession, customerId: number): Promise<string> {
  const guestKey = session.customerId === null ? await session.sessionKey() : null;
  session.bindCustomer(customerId);
  const now = new Date();
  await session.transaction(async (tx) => {
    const guest = guestKey === null ? null : await lockGuestSessionKey(tx, guestKey, now);
    const customer = await session.open(tx);
    if (guest === null) return;
    await moveLines(tx, guest, customer);
    await moveCoupons(tx, guest, customer, session.pricing, now);
    await settleCart(tx, customer, session.pricing, now);
    await deleteSession(tx, guest);
  });
  const token = await session.currentToken();
  if (!token) throw new Error(`Customer ${customerId} has no session token`);
  return token;
}
