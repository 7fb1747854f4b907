// How the storefront calls a signed-in customer (the header, the account page's greeting): by their
// first name once they have one, as WooCommerce's "Hello {first name}", else by the name they sign in with.
import type { AccountCustomer } from './types';

export function customerName(customer: Pick<AccountCustomer, 'firstName' | 'username' | 'email'>): string {
  return customer.firstName.trim() || customer.username || customer.email;
}
