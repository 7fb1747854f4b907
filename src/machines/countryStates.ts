// The states of the countries an address form shows, asked once each as they are chosen; checkout's
// address forms and the account's share it. A list that cannot be had leaves the state a free text.
import { fromCallback } from 'xstate';
import type { CountryState } from '../domain/checkout/types';

export type StatesLoaded = { type: 'STATES_LOADED'; country: string; states: CountryState[] };

/** One country's states (the cart's cache, shared), sent back as STATES_LOADED, empty when it has none. */
export const loadCountryStates = fromCallback<StatesLoaded, { endpoint: string; country: string }>(({ input, sendBack }) => {
  void import('../graphql/cart')
    .then(({ statesOf }) => statesOf(input.endpoint, input.country))
    .catch(() => [])
    .then((states) => sendBack({ type: 'STATES_LOADED', country: input.country, states }));
});

/** The addresses' countries whose states have not been asked for yet. */
export function countriesToAsk(addresses: Array<{ country: string }>, asked: string[]): string[] {
  return [...new Set(addresses.map((address) => address.country))].filter((country) => country && !asked.includes(country));
}
