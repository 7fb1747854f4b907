// Addresses the tests fill forms and orders with: a shopper in Berlin, the shop's own country, and
// one in California, where a state is asked. Complete, as the store keeps an address.
import type { StoredAddress } from '../server/db/schema/cart';

export const berlinAddress: StoredAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address1: 'Unter den Linden 1',
  address2: '',
  city: 'Berlin',
  state: '',
  postcode: '10117',
  country: 'DE',
  email: 'ada@example.com',
  phone: '+49 30 1234567',
};

export const californianAddress: StoredAddress = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy',
  address1: '1 Market Street',
  address2: 'Suite 5',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US',
  email: 'grace@example.com',
  phone: '+1 415 555 0100',
};
