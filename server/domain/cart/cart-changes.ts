// The cart changes besides adding: quantities (0 removes a line), emptying, the shipping choice,
// and where the customer is. Each runs in one transaction holding the session row, and answers
// the settled cart.
import type { Database } from '../../db/connection';
import type { StoredAddress } from '../../db/schema/cart';
import { emailPattern } from '../../../common/reviewRules';
import { checkedPostcode } from '../checkout/checkout-input';
import { addressProblem } from '../address-problem';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { emptyAddress, type RequestSession } from '../session/request-session';
import type { SessionRow } from '../session/store/sessions';
import { isAllowedCountry, statesOf } from './countries';
import { checkedQuantity, stockLimit, unitsHeld } from './cart-limits';
import { readCart, settleCart, type CartRecord } from './session-cart';
import { updateSession } from './store/cart-sessions';
import { clearCartItems, loadCartItems, removeCartItem, setCartItemQuantity, type PricedCartItem } from './store/cart-items';
import { clearCartCoupons } from './store/coupons';

export interface QuantityChange {
  key: string;
  quantity: number;
}

export interface QuantitiesChanged {
  cart: CartRecord;
  updated: PricedCartItem[];
  removed: PricedCartItem[];
}

export async function updateItemQuantities(session: RequestSession, changes: readonly (QuantityChange | null)[]): Promise<QuantitiesChanged> {
  const wanted = changes.filter((change): change is QuantityChange => change !== null);
  if (wanted.length === 0) throw new InputError(new StoreMessage('noItemsToUpdate'));
  for (const change of wanted) checkedQuantity(change.quantity, { allowZero: true });
  return session.transaction(async (tx) => {
    const row = await session.open(tx);
    const items = await loadCartItems(tx, row.key);
    const updated: PricedCartItem[] = [];
    const removed: PricedCartItem[] = [];
    // Later changes to the same line win, as if applied in order.
    const finalQuantity = new Map(wanted.map((change) => [change.key, change.quantity]));
    for (const [key, quantity] of finalQuantity) {
      const item = items.find((candidate) => candidate.key === key);
      if (!item) throw new InputError(new StoreMessage('noSuchCartItem', { key: key.slice(0, 64) }));
      if (quantity === 0) {
        removed.push(item);
        continue;
      }
      const limit = stockLimit(item.stock);
      if (limit !== null && quantity > item.quantity) {
        const others = unitsHeld(
          items.map((other) => ({ ...other, quantity: finalQuantity.get(other.key) ?? other.quantity })),
          item.stock,
          item.key,
        );
        if (others + quantity > limit) {
          throw new InputError(
            new StoreMessage('notEnoughStockForOrder', { name: item.name, available: Math.max(0, limit - others) }),
          );
        }
      }
      updated.push({ ...item, quantity, line: { ...item.line, quantity } });
    }
    for (const item of removed) await removeCartItem(tx, row.key, item.key);
    for (const item of updated) await setCartItemQuantity(tx, row.key, item.key, item.quantity);
    return { cart: await settleCart(tx, row, session.pricing), updated, removed };
  });
}

export interface EmptiedCart {
  cart: CartRecord;
  deletedCart: CartRecord;
}

export async function emptyCart(session: RequestSession): Promise<EmptiedCart> {
  return session.transaction(async (tx) => {
    const row = await session.find(tx);
    if (!row) {
      const empty = await readCart(tx, null, session.pricing);
      return { cart: empty, deletedCart: empty };
    }
    const deletedCart = await readCart(tx, row, session.pricing);
    await clearCart(tx, row.key);
    return { cart: await settleCart(tx, row, session.pricing), deletedCart };
  });
}

/** In `tx`: takes every line and coupon off the session's cart. */
export async function clearCart(tx: Database, sessionKey: string): Promise<void> {
  await clearCartItems(tx, sessionKey);
  await clearCartCoupons(tx, sessionKey);
}

/** WooCommerce takes a list (one choice per package); this shop ships one package. */
export async function updateShippingMethod(session: RequestSession, methods: readonly (string | null)[]): Promise<CartRecord> {
  const chosen = methods.find((method): method is string => typeof method === 'string' && method.trim() !== '')?.trim();
  if (!chosen) throw new InputError(new StoreMessage('chooseShippingMethod'));
  return session.transaction(async (tx) => {
    const row = await session.open(tx);
    const cart = await readCart(tx, row, session.pricing);
    if (!cart.totals.availableShippingRates.some((rate) => rate.id === chosen)) {
      throw new InputError(new StoreMessage('shippingMethodUnavailable'));
    }
    const choice = { chosenShippingMethods: [chosen], shippingRatesAtChoice: cart.totals.availableShippingRates.map((rate) => rate.id) };
    await updateSession(tx, row.key, choice);
    return settleCart(tx, { ...row, ...choice }, session.pricing);
  });
}

export type AddressInput = Partial<Record<keyof StoredAddress, string | null>> & { overwrite?: boolean | null };

export interface CustomerInput {
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  shippingSameAsBilling?: boolean | null;
}

const addressFieldLimit = 200;

/** The address after the change: given fields replace stored ones (all of them with `overwrite`). */
function changedAddress(stored: StoredAddress, input: AddressInput, which: 'billing' | 'shipping'): StoredAddress {
  const next: StoredAddress = input.overwrite ? emptyAddress(stored.country) : { ...stored };
  for (const field of Object.keys(stored) as (keyof StoredAddress)[]) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const trimmed = value.trim();
    if (trimmed.length > addressFieldLimit) throw new InputError(addressProblem(which, field, 'addressFieldTooLong', { max: addressFieldLimit }));
    next[field] = trimmed;
  }
  if (!isAllowedCountry(next.country)) throw new InputError(new StoreMessage('countryNotShipped'));
  // A new country without a state given clears the old country's state.
  if (input.country && input.country !== stored.country && (input.state === undefined || input.state === null)) next.state = '';
  const states = statesOf(next.country);
  if (next.state && states.length > 0 && !states.some((state) => state.code === next.state)) {
    throw new InputError(new StoreMessage('notAState', { state: next.state.slice(0, 20) }));
  }
  // Only a postcode given now: a country chosen alone (the cart's shipping location) leaves the
  // stored one be, as WooCommerce's shipping calculator does.
  if (input.postcode?.trim()) next.postcode = checkedPostcode(which, next.country, next.postcode);
  if (next.email && !emailPattern.test(next.email)) throw new InputError(new StoreMessage('invalidEmail'));
  return next;
}

/** Both addresses after the change (shipping the same as billing when the input says so). */
export function changedAddresses(row: Pick<SessionRow, 'billing' | 'shipping'>, input: CustomerInput): { billing: StoredAddress; shipping: StoredAddress } {
  const billing = input.billing ? changedAddress(row.billing, input.billing, 'billing') : row.billing;
  const shipping = input.shippingSameAsBilling ? { ...billing } : input.shipping ? changedAddress(row.shipping, input.shipping, 'shipping') : row.shipping;
  return { billing, shipping };
}

/** A guest's billing and shipping address, kept in the session; the shipping country and state price the cart. */
export async function updateSessionCustomer(session: RequestSession, input: CustomerInput): Promise<SessionRow> {
  if (!input.billing && !input.shipping) throw new InputError(new StoreMessage('noAddressGiven'));
  return session.transaction((tx) => changeSessionAddresses(tx, session, input));
}

/** In `tx`: the session's addresses changed as the input says, and its cart settled for them; answers the changed row. */
export async function changeSessionAddresses(tx: Database, session: RequestSession, input: CustomerInput): Promise<SessionRow> {
  const row = await session.open(tx);
  const { billing, shipping } = changedAddresses(row, input);
  await updateSession(tx, row.key, { billing, shipping });
  const changed = { ...row, billing, shipping };
  await settleCart(tx, changed, session.pricing);
  return changed;
}
