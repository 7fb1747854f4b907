// The checkout page as the server renders it: with the cart of the visitor's session (its cookie),
// so the form and the order summary are in the HTML; never another session's, never kept in the
// page cache or by the browser, and without a cart for a browser that keeps a sign-in or a
// session the store does not know (the browser reads the cart then, as before).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionHeader } from '../../common/sessionHeader';
import { signedInHintCookie } from '../../common/signedInHint';
import { addMessages } from '../../src/i18n';
import en from '../../src/i18n/locales/en_US.json';
import type { PagePayload } from '../../src/screens/loaders/types';
import { describeBackends } from './harness';
import { startPayloadPages } from './payload-pages';

addMessages('en_US', en);

describeBackends('the checkout page with the session’s cart', (use) => {
  let pages = '';
  let stop = async () => {};

  beforeAll(async () => {
    ({ origin: pages, stop } = await startPayloadPages(use().db));
  });
  afterAll(() => stop());

  /** A new session with `quantity` of a product in its cart: its token. */
  async function sessionWith(slug: string, quantity: number): Promise<string> {
    const { data } = await use().query<{ product: { databaseId: number } }>('query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }', { slug });
    const added = await use().query('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }', { input: { productId: data!.product.databaseId, quantity } });
    expect(added.errors).toBeUndefined();
    return added.headers.get(sessionHeader)!;
  }

  async function checkout(cookie?: string, path = '/checkout') {
    const response = await fetch(`${pages}${path}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, cacheControl: response.headers.get('cache-control'), page: (await response.json()) as PagePayload<'checkout'> };
  }

  const cookieOf = (token: string) => `${sessionHeader}=${encodeURIComponent(token)}`;

  it('renders each session’s own cart, and no page of it is kept for another', async () => {
    const first = await sessionWith('trail-runner', 2);
    const second = await sessionWith('organic-v-neck-tee', 1);
    for (const [token, name, quantity] of [[first, 'Trail Runner', 2], [second, 'Organic V-Neck Tee', 1], [first, 'Trail Runner', 2]] as const) {
      const { status, cacheControl, page } = await checkout(cookieOf(token));
      expect(status).toBe(200);
      expect(cacheControl).toBe('no-store');
      expect(page.personal).toBe(true);
      expect(page.data.cart?.lines.map((line) => [line.product.name, line.quantity])).toEqual([[name, quantity]]);
      expect(page.data.cart?.shippingRates.length).toBeGreaterThan(0);
    }
    // The JSON payload of a client navigation carries the same cart, uncached too.
    const payload = await fetch(`${pages}/_payload/de/checkout`, { headers: { cookie: cookieOf(second) } });
    expect(payload.headers.get('cache-control')).toBe('no-store');
    expect(((await payload.json()) as PagePayload<'checkout'>).data.cart?.lines[0]?.quantity).toBe(1);
  });

  it('renders no cart without a session, for a browser that keeps a sign-in, or for a session the store does not know', async () => {
    const token = await sessionWith('trail-runner', 1);
    for (const cookie of [undefined, `${cookieOf(token)}; ${signedInHintCookie}=1`, cookieOf('not-a-token'), `${sessionHeader}=%E0%A4%A`]) {
      const { status, cacheControl, page } = await checkout(cookie);
      expect({ cookie, status, cacheControl, cart: page.data.cart }).toEqual({ cookie, status: 200, cacheControl: 'no-store', cart: null });
    }
  });
});
