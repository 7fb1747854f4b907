// The cart's calls to the store (SPEC §7), as the cart machine's actors run them in the browser:
// each answers the whole cart, reshaped, and carries the session (its token in the
// woocommerce-session cookie). This module loads on the first cart call, not with the page.
import type { Cart, CartChange } from '../domain/cart/types';
import { readAuthToken } from '../browser/session/authStorage';
import { readSessionToken, storeSessionToken } from '../browser/session/sessionCookie';
import { keepTaxLocation } from '../browser/session/taxLocationCookie';
import { createClient } from './client';
import { execute } from './executor';
import {
  AddToCartDocument,
  ApplyCouponDocument,
  ChangeShippingCountyDocument,
  ChangeShippingMethodDocument,
  EmptyCartDocument,
  RemoveCouponsDocument,
  UpDateCartQuantityDocument,
  type CartFragment,
  type CountriesEnum,
} from './generated/graphql';
import { reshapeCart } from './reshape/cart';
import { readCart, statesOf as readStates } from './readCart';

/**
 * A client that carries the cart session (checkout places the order of this session's cart) and,
 * when a customer is signed in, their auth token.
 */
export function sessionClient(endpoint: string) {
  return createClient({ endpoint, authToken: readAuthToken, sessionToken: readSessionToken, onSession: storeSessionToken });
}

/** A country's states, as the store lists them (none: the state is free text). Each actor that shows them keeps what it asked. */
export function statesOf(endpoint: string, country: string) {
  return readStates(sessionClient(endpoint), country);
}

/** The whole cart and where it ships; the country's states are asked only when `known` (the cart the actor holds) ships elsewhere. */
export async function loadCart(endpoint: string, known: Cart | null = null): Promise<Cart> {
  const cart = await readCart(sessionClient(endpoint), known);
  // The pages opened next show prices taxed where this cart is (common/taxLocation.ts).
  keepTaxLocation(cart.location);
  return cart;
}

async function send(endpoint: string, change: CartChange): Promise<CartFragment | null | undefined> {
  const store = sessionClient(endpoint);
  switch (change.kind) {
    case 'add':
      return (await execute(store, AddToCartDocument, { input: change.item })).addToCart?.cart;
    case 'quantity':
      return (await execute(store, UpDateCartQuantityDocument, { key: change.key, quantity: change.quantity })).updateItemQuantities?.cart;
    case 'empty':
      return (await execute(store, EmptyCartDocument)).emptyCart?.cart;
    case 'applyCoupon':
      return (await execute(store, ApplyCouponDocument, { code: change.code })).applyCoupon?.cart;
    case 'removeCoupon':
      return (await execute(store, RemoveCouponsDocument, { codes: [change.code] })).removeCoupons?.cart;
    case 'shippingMethod':
      return (await execute(store, ChangeShippingMethodDocument, { shippingMethods: [change.methodId] })).updateShippingMethod?.cart;
    case 'location':
      // The address answers the customer only: the cart it prices is read again below.
      await execute(store, ChangeShippingCountyDocument, { country: change.location.country as CountriesEnum, state: change.location.state });
      return null;
    case 'reload':
      return null;
  }
}

/**
 * Sends one change; answers the cart as the store has it after. A change answers the cart alone:
 * where the customer is comes from the cart the actor holds (`known`), as its last full read found
 * it; a change to the address, or a cart not read yet, reads it all again.
 */
export async function changeCart(endpoint: string, change: CartChange, known: Cart | null): Promise<Cart> {
  const cart = await send(endpoint, change);
  if (!cart || !known) return loadCart(endpoint, known);
  const shown = reshapeCart(cart, null, known.countries, known.states);
  return { ...shown, location: known.location, customer: known.customer };
}
