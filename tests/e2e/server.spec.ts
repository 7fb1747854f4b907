// The one server's HTTP contract, on the real built server: compression, caching, security
// headers, payloads, the build manifest, /graphql and images; and, in the remote-store project, the
// storefront pointed at another GraphQL endpoint (a second server standing in for a real WooCommerce
// site), with its own contact form and sitemap.
import { expect, mainJourney, test, thisTestsStoreOrigin } from './test';
import { e2eStripeStandIn } from '../stripe-stand-in/e2e-stand-in';
import { mailsTo } from './mailbox';

test('pages are compressed, revalidated by ETag and served with a content security policy and the other security headers', async ({ request, baseURL }) => {
  // Scripts from the shop and, as card payments are configured, from Stripe.js's origin (the stand-in's).
  const stripeJsOrigin = e2eStripeStandIn(Number(new URL(baseURL!).port)).url;
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['content-encoding']).toBe('br');
  for (const answer of [page, await request.get('/no-such-page')]) {
    const headers = answer.headers();
    expect(headers['content-security-policy']).toContain(`script-src 'self' ${stripeJsOrigin};`);
    expect(headers['content-security-policy']).toContain(`frame-src 'self' ${stripeJsOrigin};`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  // The ETag names the brotli bytes: a browser asks again with the encodings it asked with before.
  const etag = page.headers()['etag']!;
  const again = await request.get('/', { headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  const asItIs = await request.get('/', { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
  expect(asItIs.status()).toBe(200);
});

test('every page tells the browser where Stripe.js is and the publishable key it opens with', async ({ request, baseURL }) => {
  const html = await (await request.get('/')).text();
  const boot = JSON.parse(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  const stripe = e2eStripeStandIn(Number(new URL(baseURL!).port));
  expect(boot.stripe).toEqual({ publishableKey: stripe.shopEnv.STRIPE_PUBLISHABLE_KEY, jsUrl: stripe.shopEnv.STRIPE_JS_URL });
  // The secret key stays on the server.
  expect(html).not.toContain(stripe.shopEnv.STRIPE_SECRET_KEY!);
});

test("a page's messages come as a chunk of its language, which the page lists, not inline", async ({ request }) => {
  const html = await (await request.get('/de/products')).text();
  const boot = JSON.parse(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  expect(boot).not.toHaveProperty('messages');
  const listed = JSON.parse(/<script id="__MODULES__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as string[];
  const chunks = listed.filter((file) => file.startsWith('assets/messages-'));
  expect(chunks).toHaveLength(1);
  const chunk = await request.get(`/${chunks[0]}`);
  expect(chunk.headers()['cache-control']).toContain('immutable');
  const text = await chunk.text();
  // German page texts, and none of the mails' (which only the server writes).
  expect(text).toContain('Warenkorb');
  expect(text).not.toContain('Bestellung Nr. {{number}} ({{date}})');
});

test('the production server keeps its schema to itself', async ({ request }) => {
  const answer = await request.post('/graphql', {
    headers: { accept: 'application/graphql-response+json' },
    data: { query: '{ __schema { queryType { name } } }' },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors[0].message).toMatch(/introspection has been disabled/);
});

test('client navigations fetch the same payload as JSON', async ({ request }) => {
  const payload = await request.get('/_payload/de/products/page/2', { headers: { 'accept-encoding': 'gzip' } });
  expect(payload.status()).toBe(200);
  expect(payload.headers()['content-encoding']).toBe('gzip');
  const body = await payload.json();
  expect(body).toMatchObject({ view: 'productList', locale: 'de_DE', route: 'productsPage', path: '/products/page/2', data: { page: 2 } });
  const missing = await request.get('/_payload/product/no-such-product');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ view: 'error', data: { statusCode: 404, messageKey: 'error.productNotFound' } });
});

test('hashed assets are immutable and precompressed; the build manifest is always fresh', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
  const asset = await request.get(script, { headers: { 'accept-encoding': 'br' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');

  const latest = await request.get(`/_build/latest.json?t=${Date.now()}`);
  expect(latest.headers()['cache-control']).toBe('no-cache');
  const { id } = await latest.json();
  const boot = JSON.parse(/<script id="__BOOT__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
  expect(boot.buildId).toBe(id);
  expect((await request.get('/index.html')).status()).toBe(404);
});

test('/graphql answers queries by GET and refuses mutations by GET', async ({ request }) => {
  const query = await request.get(`/graphql?query=${encodeURIComponent('{ products(first: 2) { nodes { slug } } }')}`);
  expect(query.status()).toBe(200);
  expect((await query.json()).data.products.nodes).toHaveLength(2);
  const mutation = await request.get(`/graphql?query=${encodeURIComponent('mutation { __typename }')}`);
  expect(mutation.status()).toBe(405);
});

test('product images are resized to webp and cached for a year', async ({ request }) => {
  const product = (await (await request.get('/_payload/products')).json()).data.products[0];
  const file = /\/uploads\/([^/?]+)$/.exec(product.image.src)![1];
  const image = await request.get(`/_img/w_640/uploads/${file}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get('/_img/w_640/uploads/nothing-here.webp', { maxRedirects: 0 });
  expect(missing.status()).toBe(302);
  expect(missing.headers()['location']).toBe('/images/placeholder.jpg');
});

test('the home page follows the locale cookie', async ({ request }) => {
  const response = await request.get('/', { headers: { cookie: 'i18n_locale=fr_FR' }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/fr');
  const english = await request.get('/', { headers: { cookie: 'i18n_locale=en_US' }, maxRedirects: 0 });
  expect(english.status()).toBe(200);
});

test('on a remote store the storefront renders its pages, and answers its own contact form and sitemap', { tag: mainJourney }, async ({ request, baseURL }) => {
  test.skip(test.info().project.name !== 'remote-store', 'the remote-store project runs the storefront pointed at a second server');
  const store = thisTestsStoreOrigin();
  const product = (await (await request.get(`${store}/_payload/products`)).json()).data.products[0];
  const page = await request.get(`/de/product/${product.slug}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(product.name.replace(/&/g, '&amp;'));
  // Its pictures are the store's, by the URLs the store answers.
  expect(html).toContain(`${store}/_img/`);
  // This server has no store backend of its own.
  expect((await request.get('/graphql')).status()).toBe(404);
  expect((await request.get('/product/no-such-product')).status()).toBe(404);

  // The contact form is mailed by the storefront's own server.
  const message = `Is the ${product.name} in stock at ${Date.now()}?`;
  const sent = await request.post('/contact', {
    data: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Stock', message, website: '', locale: 'en_US' },
  });
  expect(await sent.json()).toEqual({ ok: true });
  await expect.poll(async () => (await mailsTo('shop@localhost')).filter((mail) => mail.text.includes(message)).length).toBe(1);

  // The sitemap lists the remote catalog on the storefront's origin, and robots.txt names it.
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  const child = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
  expect(child).toBe(`${baseURL}/sitemap-1.xml`);
  const urls = await (await request.get(child)).text();
  expect(urls).toContain(`<loc>${baseURL}/product/${product.slug}</loc>`);
  expect(urls).toContain(`<loc>${baseURL}/product-category/`);
});
