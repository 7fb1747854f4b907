// Address rules the checkout form in the browser and the store backend's checkout both apply, so
// the form never asks for more (or less) than the store will accept.

// WooCommerce lists Germany's Länder but leaves the state optional there: a German address is
// complete without one.
const optionalStateCountries = new Set(['DE']);

/** Whether an address in a country that has a list of states may leave the state out. */
export function stateIsOptional(country: string): boolean {
  return optionalStateCountries.has(country);
}
