// Reading the whole cart of a session, with whatever carries that session: the browser's client
// (graphql/cart.ts) or, for the checkout the server renders with the shopper's cart, the server's
// executor given the session's token (screens/loaders/checkout.ts).
import type { Cart } from '../domain/cart/types';
import { execute, type Executor } from './executor';
import { GetCartDocument, GetStatesDocument, type CountriesEnum } from './generated/graphql';
import { reshapeCart } from './reshape/cart';

/** A country's states, as the store lists them (none: the state is free text). */
export async function statesOf(store: Executor, country: string) {
  const answer = await execute(store, GetStatesDocument, { country: country as CountriesEnum });
  return (answer.countryStates ?? []).flatMap((state) => (state ? [{ code: state.code, name: state.name }] : []));
}

/** The whole cart and where it ships; the country's states are asked only when `known` (a cart already read) ships elsewhere. */
export async function readCart(store: Executor, known: Cart | null = null): Promise<Cart> {
  const answer = await execute(store, GetCartDocument);
  if (!answer.cart) throw new Error('Something went wrong');
  const country = answer.customer?.shipping?.country ?? '';
  const states = !country ? [] : known?.location.country === country ? known.states : await statesOf(store, country);
  return reshapeCart(answer.cart, answer.customer, answer.allowedCountries ?? [], states);
}
