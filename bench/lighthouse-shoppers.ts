// The shoppers Lighthouse measures the personal pages as: a cart session (the store's session token
// in the browser's cookie, as a shopper's browser keeps it after adding to the cart), a guest order
// placed through the store's GraphQL (its number and key open the order pages), and the demo
// customer signed in through the account page's form.
import type { BrowserContext } from '@playwright/test';
import { sessionHeader } from '../common/sessionHeader';

const demoCustomer = { username: 'demo@shop.example', password: 'demo-shopper' };

/** A shopper talking to /graphql as the storefront does, keeping the session the store hands out. */
function storeClient(origin: string) {
  let session: string | null = null;
  const send = async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session ? { [sessionHeader]: `Session ${session}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    // A fresh server's first answers are slow on a busy machine, and its limit on server time
    // per client may ask the bench to wait: it does, as a shopper's browser would be told to.
    const retryAfter = response.status === 429 ? Number(response.headers.get('retry-after')) : Number.NaN;
    if (retryAfter > 0 && retryAfter <= 60) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      return send<Data>(query, variables);
    }
    session = response.headers.get(sessionHeader) ?? session;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`the store refused the bench's request: ${body.errors[0]!.message}`);
    return body.data!;
  };
  return { send, session: () => session };
}

async function addProduct(client: ReturnType<typeof storeClient>, slug: string): Promise<void> {
  const { product } = await client.send<{ product: { databaseId: number } }>('query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId } }', { slug });
  await client.send('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }', { input: { productId: product.databaseId, quantity: 1 } });
}

/** A new session with the product in its cart, and the browser's cookie for it: the checkout then opens with that cart. */
export async function giveCart(context: BrowserContext, origin: string, productSlug: string): Promise<void> {
  const client = storeClient(origin);
  await addProduct(client, productSlug);
  await context.addCookies([{ name: sessionHeader, value: encodeURIComponent(client.session()!), url: origin, sameSite: 'Lax' }]);
}

/** A guest's order of the product, paid on delivery: the paths of its order-received and order-summary pages. */
export async function placeOrder(origin: string, productSlug: string): Promise<{ received: string; summary: string }> {
  const client = storeClient(origin);
  await addProduct(client, productSlug);
  const { checkout } = await client.send<{ checkout: { order: { orderNumber: string; orderKey: string } } }>(
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { orderNumber orderKey } } }',
    {
      input: {
        paymentMethod: 'cod',
        billing: { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', state: 'DE-BE', postcode: '10117', country: 'DE', email: 'ada@example.com' },
      },
    },
  );
  const { orderNumber, orderKey } = checkout.order;
  const key = `?key=${encodeURIComponent(orderKey)}`;
  return { received: `/checkout/order-received/${orderNumber}${key}`, summary: `/order-summary/${orderNumber}${key}` };
}

/** Signs the demo customer in on the account page, as a shopper does (unless the browser still is): the browser keeps the sign-in. */
export async function signIn(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/my-account`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The sign-out button shows once the account's frame knows its customer.
  const tabs = page.locator('.account-frame__logout');
  const username = page.locator('#login-username');
  await tabs.or(username).first().waitFor();
  if (!(await tabs.isVisible())) {
    await username.fill(demoCustomer.username);
    await page.locator('#login-password').fill(demoCustomer.password);
    await page.locator('#login-password').press('Enter');
    await tabs.waitFor();
  }
  await page.close();
}
