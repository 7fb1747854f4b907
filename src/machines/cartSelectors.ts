// What the views read of the cart actor's context. Apart from the machine (cart.ts), so a page's
// first load carries these few functions and the machine's code arrives after hydration.
import type { Cart, CartChange } from '../domain/cart/types';
import type { CartContext } from './cart';

/** The changes not yet answered, in the order the store gets them. */
function pending(context: CartContext): CartChange[] {
  return context.running ? [context.running, ...context.queue] : context.queue;
}

/**
 * The cart as the shopper sees it: the store's answer with the pending quantities applied at once.
 * Lines set to 0 are gone and the counts follow; amounts stay as the store answered until it
 * answers again (SPEC §3: the backend computes every amount).
 */
export function shownCart(context: CartContext): Cart | null {
  const { cart } = context;
  const asked = new Map<string, number>();
  for (const change of pending(context)) if (change.kind === 'quantity') asked.set(change.key, change.quantity);
  if (!cart || asked.size === 0) return cart;
  // Counted as differences, so a cart with more lines than were fetched still counts right.
  let itemCount = cart.itemCount;
  let productCount = cart.productCount;
  const lines = cart.lines.flatMap((line) => {
    const quantity = asked.get(line.key);
    if (quantity === undefined) return [line];
    itemCount += quantity - line.quantity;
    if (quantity === 0) {
      productCount -= 1;
      return [];
    }
    return [{ ...line, quantity }];
  });
  return { ...cart, lines, itemCount, productCount, isEmpty: itemCount === 0 };
}

/** SPEC §4: the cart is busy from a change being asked until the store has answered them all. */
export function isCartBusy(snapshot: { context: CartContext }): boolean {
  return pending(snapshot.context).length > 0;
}

/** SPEC §4: the separate coupon busy flag. */
export function isCouponBusy(context: CartContext): boolean {
  return pending(context).some((change) => change.kind === 'applyCoupon' || change.kind === 'removeCoupon');
}

/** The product's add-to-cart button shows 'Adding...'. */
export function isAdding(context: CartContext, productId: number): boolean {
  return pending(context).some((change) => change.kind === 'add' && change.item.productId === productId);
}

/** The badge. */
export function cartItemCount(context: CartContext): number {
  return shownCart(context)?.itemCount ?? 0;
}
