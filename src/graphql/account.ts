// The account tabs' calls to the store (SPEC §7 getOrders, getDownloads, UpdateCustomer,
// updatePassword): each carries the cart session and the customer's auth token (sessionClient) and
// answers the storefront's own shapes (domain/account/types.ts). This module loads with the account page.
import { formatRawPrice } from '../i18n/format';
import type { Address } from '../../common/address';
import type { AccountDetails, AccountDownload, AccountOrder, PersonalInfo } from '../domain/account/types';
import type { OrderStatus } from '../domain/order/types';
import { readSessionToken, storeSessionToken } from '../browser/session/sessionCookie';
import type { AccountCustomer, AuthTokens } from '../domain/session/types';
import { login } from './auth';
import { sessionClient } from './cart';
import { createClient } from './client';
import { execute } from './executor';
import {
  GetAccountDetailsDocument,
  GetDownloadsDocument,
  GetOrdersDocument,
  GetViewerAvatarDocument,
  UpdateCustomerDocument,
  UpdatePasswordDocument,
  type AccountDetailsFragment,
  type CountriesEnum,
  type CustomerAddressInput,
} from './generated/graphql';
import { reshapeAddress } from './reshape/cart';

export async function getAccountDetails(endpoint: string): Promise<AccountDetails> {
  const answer = await execute(sessionClient(endpoint), GetAccountDetailsDocument);
  if (!answer.customer) throw new Error('Something went wrong');
  const { personal, billing, shipping } = reshapeAccount(answer.customer);
  return { personal, billing, shipping, countries: (answer.allowedCountries ?? []).flatMap((country) => (country ? [country] : [])) };
}

/** What the details or the addresses tab saves. */
export type AccountChange = { personal: PersonalInfo } | { billing: Address; shipping: Address };

/** The account as saved: the tab's fields, and the customer the session keeps. */
export interface SavedAccount {
  personal: PersonalInfo;
  billing: Address;
  shipping: Address;
  customer: Omit<AccountCustomer, 'avatarUrl'>;
  /**
   * The viewer's avatar after a change of name or email, which the store draws it from (null: it
   * has none); absent after a change of addresses, which leaves it as it was.
   */
  avatarUrl?: string | null;
}

export async function updateAccount(endpoint: string, change: AccountChange): Promise<SavedAccount> {
  const client = sessionClient(endpoint);
  const input = 'personal' in change ? { ...trimmed(change.personal) } : { billing: addressInput(change.billing), shipping: addressInput(change.shipping) };
  const answer = await execute(client, UpdateCustomerDocument, { input });
  const customer = answer.updateCustomer?.customer;
  if (!customer) throw new Error('Something went wrong');
  if (!('personal' in change)) return reshapeAccount(customer);
  // The update's answer is the customer record, which has no avatar: the viewer has.
  const viewer = await execute(client, GetViewerAvatarDocument);
  return { ...reshapeAccount(customer), avatarUrl: viewer.viewer?.avatar?.url ?? null };
}

export async function getOrders(endpoint: string): Promise<AccountOrder[]> {
  const answer = await execute(sessionClient(endpoint), GetOrdersDocument);
  return (answer.customer?.orders?.nodes ?? []).flatMap((order) =>
    order.orderKey && order.date
      ? [{ number: order.orderNumber ?? String(order.databaseId), orderKey: order.orderKey, date: order.date, status: (order.status ?? 'PENDING') as OrderStatus, total: formatRawPrice(order.total) }]
      : [],
  );
}

export async function getDownloads(endpoint: string): Promise<AccountDownload[]> {
  const answer = await execute(sessionClient(endpoint), GetDownloadsDocument);
  return (answer.customer?.downloadableItems?.nodes ?? []).map((item) => ({
    id: item.id,
    name: item.name ?? item.product?.name ?? '',
    product: item.product?.name && item.product.slug ? { name: item.product.name, slug: item.product.slug } : null,
    url: item.url,
    accessExpires: item.accessExpires,
    downloadsRemaining: item.downloadsRemaining,
  }));
}

/**
 * Signs in again with the current password (the store accepts a new password only from a password
 * sign-in made moments before) and answers that sign-in's auth token.
 */
export async function confirmPassword(endpoint: string, username: string, password: string): Promise<string> {
  return (await login(endpoint, { username, password })).tokens.authToken;
}

/** Sets the new password with the confirming sign-in's token; answers the tokens that replace every earlier sign-in. */
export async function updatePassword(endpoint: string, input: { customerId: number; password: string; authToken: string }): Promise<AuthTokens> {
  const confirmed = createClient({ endpoint, authToken: () => input.authToken, sessionToken: readSessionToken, onSession: storeSessionToken });
  const answer = await execute(confirmed, UpdatePasswordDocument, { id: String(input.customerId), password: input.password });
  const authToken = answer.updateCustomer?.authToken;
  const refreshToken = answer.updateCustomer?.refreshToken;
  if (!authToken || !refreshToken) throw new Error('Something went wrong');
  return { authToken, authTokenExpiration: expiryOf(authToken), refreshToken, refreshTokenExpiration: expiryOf(refreshToken) };
}

/** A JWT's `exp` (Unix seconds): UpdateCustomerPayload answers the tokens without their expiries. */
function expiryOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
  if (typeof claims.exp !== 'number') throw new Error('Something went wrong');
  return claims.exp;
}

function reshapeAccount(customer: AccountDetailsFragment): SavedAccount {
  const billing = reshapeAddress(customer.billing);
  const shipping = reshapeAddress(customer.shipping);
  const personal = {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
  };
  return {
    personal,
    billing,
    shipping,
    customer: { databaseId: customer.databaseId ?? 0, username: customer.username ?? '', email: personal.email, firstName: personal.firstName, lastName: personal.lastName, billing, shipping },
  };
}

function trimmed<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value])) as T;
}

function addressInput(address: Address): CustomerAddressInput {
  const clean = trimmed(address);
  return { ...clean, country: (clean.country || null) as CountriesEnum | null };
}
