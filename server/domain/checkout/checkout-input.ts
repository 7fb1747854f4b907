// What a shopper sends to check out, checked field by field before anything is written. Messages
// name the field as WooCommerce's checkout form labels it ('Billing First name is a required
// field.'), and each error carries the field's path for the storefront.
import type { StoredAddress } from '../../db/schema/cart';
import { invalidUsernameMessage, usernameFitsEmail, usernameIsEmailMessage, usernameLimit, usernamePattern } from '../accounts/account-fields';
import { isAcceptablePassword, weakPasswordMessage } from '../accounts/password-rules';
import { formatPostcode, isValidPostcode } from '../../../common/postcodeRules';
import { emailPattern } from '../../../common/reviewRules';
import type { AddressInput } from '../cart/cart-changes';
import { isAllowedCountry, requiresState, statesOf } from '../cart/countries';
import { isAvailableFor } from '../payments/gateway-availability';
import type { PaidGoods, PaymentGateway } from '../payments/payment-gateway';
import { emptyAddress } from '../session/request-session';
import { StoreMessage } from '../store-message';
import { addressProblem, type AddressPart } from '../address-problem';
import { CheckoutFieldError } from './checkout-field-error';

export interface AccountInput {
  username: string;
  password: string;
}

/** The account asked for, checked; without a username the shop makes one from the email, as WooCommerce does. */
export interface CheckedAccount {
  username: string | null;
  password: string;
}

export interface CheckoutInput {
  paymentMethod?: string | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  shipToDifferentAddress?: boolean | null;
  shippingMethod?: readonly (string | null)[] | null;
  customerNote?: string | null;
  metaData?: readonly ({ key: string; value: string } | null)[] | null;
  account?: AccountInput | null;
  transactionId?: string | null;
  /** The client's word that it was paid: never believed on its own (card payments are asked). */
  isPaid?: boolean | null;
  /** Which client placed the order (WooCommerce's created_via); 'checkout' when not said. */
  createdVia?: string | null;
}

/** What the cart is, as far as the form's rules (and the gateways') depend on it. */
export interface CartNeeds extends PaidGoods {
  /** Every line is virtual and the shop hides the billing address for such carts. */
  addressOptional: boolean;
}

export interface CheckedCheckout {
  billing: StoredAddress;
  /** The billing address again when the order ships there (or is not shipped). */
  shipping: StoredAddress;
  shipToDifferentAddress: boolean;
  gateway: PaymentGateway;
  /** The shipping method the input chose; null keeps the cart's choice. */
  shippingMethod: string | null;
  customerNote: string;
  metaData: { key: string; value: string }[];
  account: CheckedAccount | null;
  transactionId: string | null;
  createdVia: string;
}

const fieldLimit = 200;
/** The most characters a customer's note on an order may have (at checkout, and as the shop edits it). */
export const customerNoteLimit = 2_000;
const metaDataLimits = { entries: 20, key: 100, value: 1_000 };
const createdViaLimit = 100;
const phonePattern = /^[+]?[\d\s().\/-]{3,40}$/;

type AddressField = keyof StoredAddress;

const fullAddress: AddressField[] = ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'];

function fieldError(which: AddressPart, field: AddressField, problem: Parameters<typeof addressProblem>[2], params: Record<string, string | number> = {}): CheckoutFieldError {
  return new CheckoutFieldError(`${which}.${field}`, addressProblem(which, field, problem, params));
}

/** The postcode as the shop keeps it (in the country's layout); refuses one the country does not have, in WooCommerce's words. */
export function checkedPostcode(which: 'billing' | 'shipping', country: string, postcode: string): string {
  if (postcode && !isValidPostcode(country, postcode)) throw fieldError(which, 'postcode', 'addressPostcodeInvalid');
  return formatPostcode(country, postcode);
}

/**
 * One address from the form: trimmed, required fields present (only names and email for an
 * address the shop does not need), a country the shop sells to, a state and a postcode of that
 * country.
 */
function checkedAddress(which: 'billing' | 'shipping', input: AddressInput | null | undefined, needsAddress: boolean): StoredAddress {
  const address = emptyAddress('');
  for (const field of Object.keys(address) as AddressField[]) {
    const value = input?.[field]?.trim() ?? '';
    if (value.length > fieldLimit) throw fieldError(which, field, 'addressFieldTooLong', { max: fieldLimit });
    address[field] = field === 'country' || field === 'state' ? value.toUpperCase() : value;
  }
  const required: AddressField[] = needsAddress ? [...fullAddress] : ['firstName', 'lastName'];
  if (which === 'billing') required.push('email');
  if (needsAddress && requiresState(address.country)) required.push('state');
  for (const field of required) {
    if (!address[field]) throw fieldError(which, field, 'addressFieldRequired');
  }
  if (address.country && !isAllowedCountry(address.country)) {
    throw fieldError(which, 'country', 'addressCountryNotSold', { country: address.country.slice(0, 20) });
  }
  const states = statesOf(address.country);
  if (address.state && states.length > 0 && !states.some((state) => state.code === address.state)) {
    throw fieldError(which, 'state', 'addressStateInvalid');
  }
  // An address the shop does not need may come filled from what it knew of the shopper: a postcode
  // there that does not fit is left out rather than refused for a field the form never showed.
  if (needsAddress) address.postcode = checkedPostcode(which, address.country, address.postcode);
  else address.postcode = isValidPostcode(address.country, address.postcode) ? formatPostcode(address.country, address.postcode) : '';
  if (which === 'billing' && !emailPattern.test(address.email)) throw fieldError(which, 'email', 'addressEmailInvalid');
  if (address.phone && !phonePattern.test(address.phone)) throw fieldError(which, 'phone', 'addressPhoneInvalid');
  return address;
}

function checkedGateway(id: string | null | undefined, gateways: readonly PaymentGateway[], cart: CartNeeds): PaymentGateway {
  const wanted = id?.trim();
  if (!wanted) throw new CheckoutFieldError('paymentMethod', new StoreMessage('choosePaymentMethod'));
  const gateway = gateways.find((candidate) => candidate.id === wanted);
  if (!gateway) throw new CheckoutFieldError('paymentMethod', new StoreMessage('invalidPaymentMethod'));
  if (!isAvailableFor(gateway, cart)) {
    const title = Object.fromEntries(Object.entries(gateway.texts).map(([locale, texts]) => [locale, texts.title])) as Record<keyof typeof gateway.texts, string>;
    throw new CheckoutFieldError('paymentMethod', new StoreMessage('paymentMethodUnavailable', { gateway: { perLocale: title } }));
  }
  return gateway;
}

function checkedAccount(account: AccountInput | null | undefined, email: string): CheckedAccount | null {
  if (!account) return null;
  const username = account.username.trim();
  if (!username) {
    if (!isAcceptablePassword(account.password, { email })) throw new CheckoutFieldError('account.password', weakPasswordMessage);
    return { username: null, password: account.password };
  }
  if (username.length > usernameLimit || !usernamePattern.test(username)) {
    throw new CheckoutFieldError('account.username', invalidUsernameMessage);
  }
  if (!usernameFitsEmail(username, email)) throw new CheckoutFieldError('account.username', usernameIsEmailMessage);
  if (!isAcceptablePassword(account.password, { username, email })) throw new CheckoutFieldError('account.password', weakPasswordMessage);
  return { username, password: account.password };
}

function checkedMetaData(entries: CheckoutInput['metaData']): { key: string; value: string }[] {
  const given = (entries ?? []).filter((entry): entry is { key: string; value: string } => entry !== null);
  if (given.length > metaDataLimits.entries) throw new CheckoutFieldError('metaData', `At most ${metaDataLimits.entries} meta data entries may be given.`);
  return given.map(({ key, value }) => {
    // Keys starting with _ are the shop's own (WooCommerce's private meta).
    if (!key.trim() || key.startsWith('_') || key.length > metaDataLimits.key || value.length > metaDataLimits.value) {
      throw new CheckoutFieldError('metaData', `Meta data keys must be 1 to ${metaDataLimits.key} characters not starting with "_", values at most ${metaDataLimits.value}.`);
    }
    return { key: key.trim(), value };
  });
}

/** The checkout input as the order will record it; throws the first problem found. */
export function checkCheckoutInput(input: CheckoutInput, cart: CartNeeds, gateways: readonly PaymentGateway[]): CheckedCheckout {
  const billing = checkedAddress('billing', input.billing, !cart.addressOptional);
  // WooCommerce ships to a different address only when there is something to ship.
  const shipToDifferentAddress = cart.needsShipping && input.shipToDifferentAddress === true;
  const shipping = shipToDifferentAddress ? { ...checkedAddress('shipping', input.shipping, true), email: '' } : { ...billing, email: '' };
  const shippingMethod = input.shippingMethod?.find((method): method is string => typeof method === 'string' && method.trim() !== '')?.trim() ?? null;
  const customerNote = input.customerNote?.trim() ?? '';
  if (customerNote.length > customerNoteLimit) throw new CheckoutFieldError('customerNote', new StoreMessage('orderNoteTooLong', { max: customerNoteLimit }));
  const transactionId = input.transactionId?.trim() || null;
  if (transactionId && transactionId.length > fieldLimit) throw new CheckoutFieldError('transactionId', 'The transaction id is too long.');
  const createdVia = input.createdVia?.trim() || 'checkout';
  if (createdVia.length > createdViaLimit) throw new CheckoutFieldError('createdVia', `createdVia may have at most ${createdViaLimit} characters.`);
  return {
    billing,
    shipping,
    shipToDifferentAddress,
    gateway: checkedGateway(input.paymentMethod, gateways, cart),
    shippingMethod,
    customerNote,
    metaData: checkedMetaData(input.metaData),
    account: checkedAccount(input.account, billing.email),
    transactionId,
    createdVia,
  };
}
