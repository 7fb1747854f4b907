// A refusal of one field of an address, in the shopper's language and in WooCommerce's form: the
// address ("Billing") then the field as the checkout form labels it ("Postcode / ZIP"), then what
// is wrong with it ("… is a required field.").
import type { Address } from '../../common/address';
import { StoreMessage, type StoreMessageKey, type StoreMessageParam } from './store-message';

export type AddressPart = 'billing' | 'shipping';

const fieldNames: Record<keyof Address, StoreMessageKey> = {
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  company: 'fieldCompany',
  address1: 'fieldAddress1',
  address2: 'fieldAddress2',
  city: 'fieldCity',
  state: 'fieldState',
  postcode: 'fieldPostcode',
  country: 'fieldCountry',
  email: 'fieldEmail',
  phone: 'fieldPhone',
};

/** The field's name as the checkout form labels it. */
export function addressFieldName(field: keyof Address): StoreMessage {
  return new StoreMessage(fieldNames[field]);
}

export function addressProblem(
  which: AddressPart,
  field: keyof Address,
  problem: Extract<StoreMessageKey, `address${string}`>,
  params: Readonly<Record<string, StoreMessageParam>> = {},
): StoreMessage {
  const title = new StoreMessage(which === 'billing' ? 'addressBillingTitle' : 'addressShippingTitle');
  return new StoreMessage(problem, { which: title, field: addressFieldName(field), ...params });
}
