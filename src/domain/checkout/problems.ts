// What the checkout form checks before it sends (the obvious only: required fields, an email's
// shape, a postcode of the chosen country, a payment chosen and, for a gateway paid in the page,
// its details filled in, the shop's terms accepted); the store judges everything else (SPEC §8).
import { stateIsOptional } from '../../../common/addressRules';
import { isValidPostcode } from '../../../common/postcodeRules';
import type { Cart } from '../cart/types';
import type { PaymentPlugins } from '../../payments/registry';
import type { Address, AddressField, CountryState } from './types';

/** Every field the form can name; the store's `extensions.field` uses the same names. */
export type CheckoutField =
  | `billing.${AddressField}`
  | `shipping.${AddressField}`
  | 'account.username'
  | 'account.password'
  | 'customerNote'
  | 'paymentMethod'
  | 'paymentDetails'
  | 'terms';

export type Problem =
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'postcode' }
  | { kind: 'paymentIncomplete' }
  | { kind: 'termsNotAccepted' }
  | { kind: 'store'; message: string };

export type Problems = Partial<Record<CheckoutField, Problem>>;

/** What the checks read: the form as filled in, the cart, and what the store said about countries. */
export interface FormToCheck {
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  createAccount: boolean;
  account: { username: string; password: string };
  paymentMethod: string | null;
  /** The gateways paid in the page, by id. */
  plugins: PaymentPlugins;
  /** The chosen gateway's part of the page has every detail it needs to pay. */
  paymentComplete: boolean;
  cart: Cart | null;
  states: Record<string, CountryState[]>;
  hideBillingAddressForVirtualProducts: boolean;
  /** The shop's terms page ('' when it has none) and whether the shopper ticked that they accept it. */
  termsPage: string;
  termsAccepted: boolean;
}

const addressFields: AddressField[] = ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'];
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §6: the billing address may be left out when every item in the cart is virtual. */
export function billingAddressHidden(form: Pick<FormToCheck, 'cart' | 'hideBillingAddressForVirtualProducts'>): boolean {
  const lines = form.cart?.lines ?? [];
  return form.hideBillingAddressForVirtualProducts && lines.length > 0 && lines.every((line) => line.virtual);
}

/** The order ships to a shipping address of its own. */
export function shipsElsewhere(form: Pick<FormToCheck, 'cart' | 'shipToDifferentAddress'>): boolean {
  return form.shipToDifferentAddress && (form.cart?.needsShipping ?? true);
}

/** A postcode given that its country does not have, as the store would refuse it; an empty one is the required check's. */
export function hasInvalidPostcode(address: Pick<Address, 'country' | 'postcode'>): boolean {
  return address.postcode.trim() !== '' && !isValidPostcode(address.country, address.postcode);
}

function addressProblems(prefix: 'billing' | 'shipping', address: Address, required: AddressField[], states: Record<string, CountryState[]>): Problems {
  const problems: Problems = {};
  const asksState = (states[address.country]?.length ?? 0) > 0 && !stateIsOptional(address.country);
  const withState = asksState ? [...required, 'state' as const] : required;
  for (const field of withState) if (!address[field].trim()) problems[`${prefix}.${field}`] = { kind: 'required' };
  if (required.includes('postcode') && hasInvalidPostcode(address)) problems[`${prefix}.postcode`] = { kind: 'postcode' };
  return problems;
}

export function checkoutProblems(form: FormToCheck): Problems {
  const billingRequired = billingAddressHidden(form) ? (['firstName', 'lastName'] as AddressField[]) : addressFields;
  const problems: Problems = addressProblems('billing', form.billing, billingRequired, form.states);
  const email = form.billing.email.trim();
  if (!email) problems['billing.email'] = { kind: 'required' };
  else if (!emailShape.test(email)) problems['billing.email'] = { kind: 'email' };
  if (shipsElsewhere(form)) Object.assign(problems, addressProblems('shipping', form.shipping, addressFields, form.states));
  // The username may stay empty: the store makes one from the email, as registering does.
  if (form.createAccount && !form.account.password) problems['account.password'] = { kind: 'required' };
  if (!form.paymentMethod) problems.paymentMethod = { kind: 'required' };
  else if (form.plugins[form.paymentMethod] && !form.paymentComplete) problems.paymentDetails = { kind: 'paymentIncomplete' };
  // WooGraphQL's CheckoutInput has no field for the consent, so the store cannot check it: the form
  // refuses to send the order without it, as WooCommerce's own checkout does.
  if (form.termsPage && !form.termsAccepted) problems.terms = { kind: 'termsNotAccepted' };
  return problems;
}

