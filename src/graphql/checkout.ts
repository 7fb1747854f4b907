// Checkout's calls to the store (SPEC §7): the gateways and countries the form offers, and the
// Checkout mutation, each answering the storefront's own shapes (domain/checkout/types.ts). They carry the
// cart session, since an order is placed from the session's cart. This module loads with the
// checkout machine's first call.
import type { Address, CheckoutOptions, OrderRefusal, OrderToPlace, PlacedOrder } from '../domain/checkout/types';
import { currentLocale } from '../i18n';
import { localeTags } from '../i18n/locales';
import { readAuthToken } from '../browser/session/authStorage';
import { readSessionToken, storeSessionToken } from '../browser/session/sessionCookie';
import { sessionClient } from './cart';
import { createClient } from './client';
import { execute, GraphQLRequestError } from './executor';
import {
  CheckoutDocument,
  GetAllowedCountriesDocument,
  GetPaymentGatewaysDocument,
  type CountriesEnum,
  type CustomerAddressInput,
} from './generated/graphql';

/**
 * The session's client, asking in the page's language: the store answers its gateways' texts in
 * the request's language, which a shopper who never chose one (no locale cookie) tells only by
 * the browser's languages, not by the page they are on.
 */
function inPageLanguage(endpoint: string) {
  const headers = { 'accept-language': localeTags[currentLocale()] };
  return createClient({
    endpoint,
    authToken: readAuthToken,
    sessionToken: readSessionToken,
    onSession: storeSessionToken,
    fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }),
  });
}

export async function loadCheckoutOptions(endpoint: string): Promise<CheckoutOptions> {
  const store = inPageLanguage(endpoint);
  const [gateways, countries] = await Promise.all([execute(store, GetPaymentGatewaysDocument), execute(store, GetAllowedCountriesDocument)]);
  return {
    gateways: (gateways.paymentGateways?.nodes ?? []).map((gateway) => ({
      id: gateway.id,
      title: gateway.title ?? gateway.id,
      description: plainText(gateway.description ?? ''),
    })),
    countries: (countries.allowedCountries ?? []).flatMap((country) => (country ? [country] : [])),
  };
}

/** Places the order of the session's cart; a refusal is thrown as an OrderRefusal. */
export async function placeOrder(endpoint: string, order: OrderToPlace): Promise<PlacedOrder> {
  try {
    const answer = await execute(sessionClient(endpoint), CheckoutDocument, {
      input: {
        paymentMethod: order.paymentMethod,
        billing: addressInput(order.billing),
        shipToDifferentAddress: order.shipping !== null,
        ...(order.shipping && { shipping: addressInput(order.shipping) }),
        customerNote: order.customerNote.trim() || null,
        ...(order.account && { account: order.account }),
        // The page's language, kept as order meta data (WooCommerce keeps it too): the store writes
        // the confirmation mail in it.
        metaData: [{ key: 'locale', value: currentLocale() }],
        // The store checks the intent itself: isPaid only says a card payment was confirmed.
        ...(order.transactionId && { transactionId: order.transactionId, isPaid: true }),
      },
    });
    const placed = answer.checkout?.order;
    if (answer.checkout?.result !== 'success' || !placed?.databaseId || !placed.orderKey) throw new Error('Something went wrong');
    return { orderId: placed.databaseId, orderKey: placed.orderKey, orderNumber: placed.orderNumber ?? String(placed.databaseId) };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** SPEC §8: the store's first error message, with the field it names and whether payment failed. */
function refusalOf(error: unknown): OrderRefusal {
  const message = error instanceof Error && error.message.trim() ? error.message : 'Something went wrong';
  const extensions = error instanceof GraphQLRequestError ? error.extensions : {};
  const field = typeof extensions.field === 'string' ? extensions.field : null;
  const payment = extensions.code === 'PAYMENT_FAILED' || message.startsWith('Payment failed');
  // A failed payment's own reason (the card was declined) says more than the sentence around it.
  const reason = typeof extensions.reason === 'string' && extensions.reason.trim() ? extensions.reason : message;
  return { message: reason, field, payment };
}

function addressInput(address: Address): CustomerAddressInput {
  const trimmed = Object.fromEntries(Object.entries(address).map(([field, value]) => [field, value.trim()])) as unknown as Address;
  return { ...trimmed, country: (trimmed.country || null) as CountriesEnum | null };
}

/** Gateway descriptions may come as HTML from a WooCommerce site; the form shows their text. (Runs in the browser.) */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
