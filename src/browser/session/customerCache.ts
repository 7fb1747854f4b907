// The signed-in customer cached in localStorage `storefront-customer` (SPEC §9), so a new page shows
// the customer's name at once, before the store confirms the sign-in. Addresses are not cached: the
// store answers them with the customer.
import { emptyAddress } from '../../domain/checkout/types';
import { readJson, writeJson } from './localStore';
import { storedItems } from '../storedItems';
import type { AccountCustomer } from '../../domain/session/types';

export const customerCacheKey = storedItems.customer.name;

export type CachedCustomer = Pick<AccountCustomer, 'databaseId' | 'username' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

function isCachedCustomer(value: unknown): value is CachedCustomer {
  if (typeof value !== 'object' || value === null) return false;
  const customer = value as Record<string, unknown>;
  return (
    typeof customer.databaseId === 'number' &&
    ['username', 'email', 'firstName', 'lastName'].every((field) => typeof customer[field] === 'string') &&
    (customer.avatarUrl === null || typeof customer.avatarUrl === 'string')
  );
}

/** The cached customer, addresses empty until the store answers them. */
export function readCachedCustomer(): AccountCustomer | null {
  const cached = readJson(customerCacheKey, isCachedCustomer);
  return cached && { ...cached, billing: emptyAddress, shipping: emptyAddress };
}

/** Null forgets the customer (signed out). */
export function cacheCustomer(customer: AccountCustomer | null): void {
  writeJson(
    customerCacheKey,
    customer && {
      databaseId: customer.databaseId,
      username: customer.username,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      avatarUrl: customer.avatarUrl,
    },
  );
}
