// The demo shop's customer: an account to sign in with straight away, with an address in Germany
// (the shop's country), so checkout is filled in. A database without customers gets it; the first
// start names it on the console, and the README too ("Try this").
import type { Database } from '../db/connection';
import type { StoredAddress } from '../db/schema/stored-address';
import { findCustomerByLogin, insertCustomer } from '../domain/accounts/store/customers';
import { hashPassword, passwordMatches } from '../domain/checkout/password-hash';

export const demoCustomer = {
  username: 'demo',
  email: 'demo@shop.example',
  password: 'demo-shopper',
  firstName: 'Demo',
  lastName: 'Shopper',
} as const;

const address: StoredAddress = {
  firstName: demoCustomer.firstName,
  lastName: demoCustomer.lastName,
  company: '',
  address1: 'Beispielweg 5',
  address2: '',
  city: 'Hamburg',
  state: '',
  postcode: '20095',
  country: 'DE',
  email: demoCustomer.email,
  phone: '',
};

export async function seedDemoCustomer(tx: Database): Promise<void> {
  const { password, ...names } = demoCustomer;
  await insertCustomer(tx, { ...names, passwordHash: await hashPassword(password), billing: address, shipping: { ...address, email: '' } });
}

/** Whether the demo customer can still sign in with the demo password (not removed, password not changed). */
export async function demoCustomerSignsIn(db: Database): Promise<boolean> {
  const customer = await findCustomerByLogin(db, demoCustomer.email);
  return customer !== null && (await passwordMatches(demoCustomer.password, customer.passwordHash));
}
