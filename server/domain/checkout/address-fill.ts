// Checkout fills the address fields a shopper left empty from what the shop already knows of them,
// before the input is checked, as WooCommerce does from its customer object: a WooGraphQL storefront
// sends what its form showed (WooNuxt shows a signed-in customer no email field) and expects the
// order all the same. What is known is asked in order, the cart session's customer first (what
// `updateCustomer` and earlier checkouts saved), then the signed-in account; a field the shopper
// filled is never replaced. Only what is still missing after that is refused.
import type { StoredAddress } from '../../db/schema/cart';
import type { AddressInput } from '../cart/cart-changes';
import { emptyAddress } from '../session/request-session';
import type { CheckoutInput } from './checkout-input';

/** What the shop knows of a customer: the cart session's addresses, or an account's. */
export interface KnownCustomer {
  billing: StoredAddress;
  shipping: StoredAddress;
}

const addressFields = Object.keys(emptyAddress('')) as (keyof StoredAddress)[];
// The state last: it is taken only for the country the address ends up in.
const fillOrder = [...addressFields.filter((field) => field !== 'state'), 'state' as const];

const isEmpty = (value: string | null | undefined): boolean => !value?.trim();

/** Whether `known` may fill `field` of `address`: it has a value, and a state only of the address's own country. */
function fills(known: StoredAddress, field: keyof StoredAddress, address: AddressInput): boolean {
  if (isEmpty(known[field])) return false;
  return field !== 'state' || known.country.toUpperCase() === address.country?.trim().toUpperCase();
}

/** `given` with each empty field taken from the first known address that has it. */
function filledAddress(given: AddressInput | null | undefined, known: readonly StoredAddress[]): AddressInput {
  const address: AddressInput = { ...given };
  for (const field of fillOrder) {
    if (!isEmpty(address[field])) continue;
    const source = known.find((candidate) => fills(candidate, field, address));
    if (source) address[field] = source[field];
  }
  return address;
}

/** A signed-in customer's account as checkout knows it: its billing email is the account's own when the address has none. */
export function knownAccount(account: KnownCustomer & { email: string }): KnownCustomer {
  return { billing: { ...account.billing, email: account.billing.email || account.email }, shipping: account.shipping };
}

/**
 * The input with its empty billing fields filled from `known`, first one first, and its empty
 * shipping fields too when it ships to a different address (otherwise the order ships to the billing
 * address, as WooCommerce's checkout does).
 */
export function withKnownAddresses(input: CheckoutInput, known: readonly KnownCustomer[]): CheckoutInput {
  return {
    ...input,
    billing: filledAddress(input.billing, known.map((customer) => customer.billing)),
    shipping: input.shipToDifferentAddress === true ? filledAddress(input.shipping, known.map((customer) => customer.shipping)) : input.shipping,
  };
}
