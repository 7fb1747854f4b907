// Issue 13: the order pages. An order placed through the store's real checkout (a variable
// product in one size and colour, a downloadable poster pack, a coupon, shipped to another
// country, paid by card) opens by the key its order-received link carries, on the
// order-received and order-summary pages and in another language; a wrong key, another order's
// number or no key shows only that the order was not found. The poster pack downloads from the
// order page and counts down (issue 14). Screenshots at 390 and 1280 px, axe.
import { readFile } from 'node:fs/promises';
import { paidByCard } from './card-payment';
import { expect, test, type APIRequestContext, type Page } from './test';
import { expectAccessible, hydrated, screenshots } from './support';

interface PlacedOrder {
  databaseId: number;
  orderKey: string;
  redirect: string;
}

/** A shopper talking to /graphql as the storefront does, keeping the session the store hands out. */
function shopper(request: APIRequestContext) {
  let token: string | null = null;
  return async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { 'content-type': 'application/json', ...(token ? { 'woocommerce-session': `Session ${token}` } : {}) },
    });
    token = response.headers()['woocommerce-session'] ?? token;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
}

async function placeOrder(request: APIRequestContext): Promise<PlacedOrder> {
  const send = shopper(request);
  type Variations = { nodes: { databaseId: number; attributes: { nodes: { name: string; value: string }[] } }[] };
  const { hoodie, poster } = await send<{ hoodie: { databaseId: number; variations: Variations }; poster: { databaseId: number } }>(
    `{ hoodie: product(id: "classic-pullover-hoodie", idType: SLUG) { databaseId ... on VariableProduct { variations(first: 100) { nodes { databaseId attributes { nodes { name value } } } } } }
       poster: product(id: "digital-poster-pack", idType: SLUG) { databaseId } }`,
  );
  // Black M has stock to spare: the product page's tests count Navy L's last units.
  const blackM = hoodie.variations.nodes.find((variation) =>
    ['black', 'm'].every((value) => variation.attributes.nodes.some((attribute) => attribute.value === value)),
  )!;
  const add = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }';
  const chosen = blackM.attributes.nodes.map((attribute) => ({ attributeName: attribute.name, attributeValue: attribute.value }));
  await send(add, { input: { productId: hoodie.databaseId, variationId: blackM.databaseId, variation: chosen, quantity: 2 } });
  await send(add, { input: { productId: poster.databaseId, quantity: 1 } });
  await send('mutation { applyCoupon(input: { code: "welcome10" }) { cart { isEmpty } } }');
  // The card pays the total for where the order ships, as the checkout page asks it once the address is given.
  await send('mutation { updateCustomer(input: { shipping: { country: FR, postcode: "75001", city: "Paris" } }) { customer { id } } }');
  const address = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', state: 'DE-BE', postcode: '10117', country: 'DE', email: 'ada@example.com', phone: '+49 30 1234567' };
  const placed = await send<{ checkout: { redirect: string; order: { databaseId: number; orderKey: string } } }>(
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { result redirect order { databaseId orderKey } } }',
    {
      input: {
        // Paid by card: the poster pack's download opens only for a paid order.
        ...(await paidByCard(send)),
        billing: address,
        shipToDifferentAddress: true,
        shipping: { firstName: 'Charles', lastName: 'Babbage', address1: '5 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
        customerNote: 'Please ring twice.',
      },
    },
  );
  return { ...placed.checkout.order, redirect: placed.checkout.redirect };
}

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order not found');
  // A wrong or missing key is no passing failure: the shopper is told where the right link is.
  await expect(page.getByText('We could not find an order for this link. Please check the link in your order confirmation email, or sign in to see your orders.')).toBeVisible();
  await expect(page.getByText(/try again later/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to see your orders' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('an order opens by its key, on order-received and order-summary, and nothing opens without it', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const order = await placeOrder(request);
  // WooGraphQL answers checkout's redirect as an absolute URL, on the shop's origin.
  expect(new URL(order.redirect).pathname + new URL(order.redirect).search).toBe(`/checkout/order-received/${order.databaseId}?key=${encodeURIComponent(order.orderKey)}`);

  const response = await page.goto(order.redirect);
  expect(response?.status()).toBe(200);
  // Personal: the server keeps no copy and tells the browser to keep none either.
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. Your order has been received.');
  const overview = page.getByRole('region', { name: 'Order overview' });
  await expect(overview).toContainText(String(order.databaseId));
  await expect(overview).toContainText(new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date()));
  await expect(overview).toContainText('Processing');
  await expect(overview).toContainText('Credit Card (Stripe)');
  const lines = page.getByRole('table');
  await expect(lines.getByRole('rowheader', { name: /Classic Pullover Hoodie/ })).toContainText('Color: Black · Size: M');
  await expect(lines.getByRole('rowheader', { name: /Classic Pullover Hoodie/ })).toContainText('Quantity: 2');
  // Lines before the discount, so they add up to the subtotal; the coupon has its own row. Shown
  // with France's 20% VAT (the order ships there): €98.00 and €12.00 before it.
  await expect(lines.getByRole('row', { name: /Classic Pullover Hoodie/ })).toContainText('€117.60');
  await expect(lines.getByRole('row', { name: /Subtotal/ })).toContainText('€132.00');
  await expect(lines.getByRole('row', { name: /Including VAT/ })).toBeVisible();
  await expect(lines.getByRole('rowheader', { name: /Digital Poster Pack/ })).toBeVisible();
  await expect(lines).toContainText('Coupon: welcome10');
  await expect(page.getByRole('region', { name: 'Downloads' })).toContainText('Poster pack (high resolution)');
  await expect(page.getByRole('region', { name: 'Order note' })).toContainText('Please ring twice.');
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText('10117 Berlin');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('75001 Paris');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('France');
  await screenshots(page, 'order-received');
  await expectAccessible(page);

  // The paid order's file arrives through its download button, and counts one download.
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect(downloads).toContainText('Downloads left: 5');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'Download Poster pack (high resolution)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('digital-poster-pack.webp');
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
  await page.reload();
  await expect(downloads).toContainText('Downloads left: 4');

  const key = encodeURIComponent(order.orderKey);
  await page.goto(`/order-summary/${order.databaseId}?key=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.databaseId}`);
  await page.goto(`/de/order-summary/${order.databaseId}?key=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestellung Nr. ${order.databaseId}`);
  await expect(page.getByRole('region', { name: 'Lieferadresse' })).toContainText('Frankreich');
  await screenshots(page, 'order-summary-de');
  // The language switcher keeps the key: the order stays open in the other language.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.databaseId}`);
  // What a client-side navigation fetches: the same order, and as personal.
  const payload = await request.get(`/_payload/checkout/order-received/${order.databaseId}?key=${key}`);
  expect(payload.status()).toBe(200);
  expect(payload.headers()['cache-control']).toBe('no-store');
  expect(await payload.json()).toMatchObject({ view: 'order', personal: true, data: { received: true, order: { number: String(order.databaseId) } } });

  await expectNotFound(page, `/checkout/order-received/${order.databaseId}?key=wc_order_guessed`);
  await screenshots(page, 'order-not-found');
  await expectAccessible(page);
  await expectNotFound(page, `/order-summary/${order.databaseId + 1}?key=${key}`);
  await expectNotFound(page, `/order-summary/${order.databaseId}`);
  await expectNotFound(page, '/order-summary');
  expect(errors).toEqual([]);
});
