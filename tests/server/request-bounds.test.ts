// Every GraphQL request is bounded before it runs and while it runs (server/graphql/bounds/): the
// storefront's own operations and other WooGraphQL clients' documents pass with room to spare;
// lists sized through variables or their defaults are counted at their real size and refused
// when too heavy, at once; refusals say what was wrong and give away no figures.
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { getOperationAST, Lexer, parse, Source, TokenKind, validate, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { requestCost } from '../../server/graphql/bounds/cost';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { schema } from '../../server/graphql/schema';
import { clientCartDocument, clientProductDocument } from './fixtures/client-documents';
import { describeBackends, type Backend } from './harness';
import { operationNames, operationText } from './operation-text';

const bounds = defaultRequestBounds;

// What each of the storefront's operations is sent with; an operation missing here fails the test,
// so a new one is measured too.
const variablesOf: Record<string, Record<string, unknown>> = {
  getProducts: {},
  getProduct: { slug: 'classic-pullover-hoodie' },
  getProductCategories: {},
  getProductCategory: { slug: 'hoodies' },
  getAllTerms: { taxonomies: ['PACOLOR', 'PASIZE'] },
  getStockStatus: { slug: 'classic-pullover-hoodie' },
  getWishlistProducts: { slugs: ['classic-pullover-hoodie'] },
  getStates: { country: 'US' },
  getCart: {},
  addToCart: { input: { productId: 1, quantity: 1 } },
  UpDateCartQuantity: { key: 'a', quantity: 2 },
  EmptyCart: {},
  applyCoupon: { code: 'welcome10' },
  removeCoupons: { codes: ['welcome10'] },
  ChangeShippingMethod: { shippingMethods: ['flat_rate:1'] },
  ChangeShippingCounty: { country: 'US', state: 'NY' },
  WriteReview: { commentOn: 1, rating: 5, content: 'Good', author: 'A', authorEmail: 'a@example.com' },
  getOrder: { id: 'wc_order_x', idType: 'ORDER_KEY' },
  Checkout: { input: { paymentMethod: 'cod', billing: { firstName: 'A', lastName: 'B', email: 'a@example.com' } } },
  getPaymentGateways: {},
  getAllowedCountries: {},
  getStripePaymentIntent: { stripePaymentMethod: 'PAYMENT' },
  login: { username: 'ada', password: 'a long password' },
  loginWithProvider: { provider: 'OAUTH2_GENERIC', code: 'c', state: 's' },
  refreshAuthToken: { refreshToken: 't' },
  Logout: {},
  registerCustomer: { input: { email: 'a@example.com', password: 'a long password' } },
  getViewer: {},
  getLoginClients: {},
  getAccountDetails: {},
  getOrders: {},
  getDownloads: {},
  UpdateCustomer: { input: { firstName: 'Ada' } },
  updatePassword: { id: 'dXNlcjox', password: 'a new long password' },
  saveWishlist: { slugs: '["classic-pullover-hoodie"]' },
  ResetPasswordEmail: { username: 'ada' },
  ResetPasswordKey: { key: 'k', login: 'ada', password: 'a new long password' },
};

function measure(text: string, variables: Record<string, unknown>) {
  const document = parse(text);
  let depth = 0;
  expect(validate(schema, document, [maxDepthRule({ n: 1000, flattenFragments: true, onAccept: [(_, found) => void (depth = found.n)] })])).toEqual([]);
  const lexer = new Lexer(new Source(text));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens++;
  return { cost: requestCost(schema, document, variables, getOperationAST(document)?.name?.value), depth, tokens };
}

function aliasesIn(document: DocumentNode): number {
  let aliases = 0;
  visit(document, { Field: (field) => void (field.alias && aliases++) });
  return aliases;
}

describe('the storefront’s own operations', () => {
  for (const name of operationNames()) {
    it(`leave ${name} at most half of every bound`, () => {
      expect(variablesOf, `variables for ${name}`).toHaveProperty(name);
      const { cost, depth, tokens } = measure(operationText(name), variablesOf[name]!);
      expect(cost).toBeLessThanOrEqual(bounds.maxCost / 2);
      expect(depth).toBeLessThanOrEqual(bounds.maxDepth / 2);
      expect(tokens).toBeLessThanOrEqual(bounds.maxTokens / 2);
    });
  }

  it('count the full product list at its real size: 9999 products, each with its categories and terms', () => {
    const full = measure(operationText('getProducts'), {}).cost;
    const one = measure(operationText('getProducts'), { first: 1 }).cost;
    expect(full).toBeGreaterThan(9000 * (one - 10));
  });
});

describe('documents of other WooGraphQL storefronts', () => {
  it.each([
    ['a product page with 37 aliases', clientProductDocument, 37],
    ['a cart with 22 aliases and 100 lines', clientCartDocument, 22],
  ])('pass: %s', (_, text, aliases) => {
    expect(aliasesIn(parse(text))).toBeGreaterThanOrEqual(aliases);
    const { cost, depth, tokens } = measure(text, { slug: 'classic-pullover-hoodie' });
    expect(cost).toBeLessThanOrEqual(bounds.maxCost / 10);
    expect(depth).toBeLessThanOrEqual(bounds.maxDepth / 2);
    expect(tokens).toBeLessThanOrEqual(bounds.maxTokens / 2);
  });
});

// The query that stalled the shop for a minute: lists nested in lists, sized by variables.
const nestedLists = `query($n: Int, $m: Int, $k: Int) {
  products(first: $n) { nodes { ... on Product {
    description
    reviews(first: $k) { nodes { id content } }
    galleryImages(first: $k) { nodes { sourceUrl } }
    related(first: $m) { nodes { ... on Product {
      description
      reviews(first: $k) { nodes { id content } }
      galleryImages(first: $k) { nodes { sourceUrl } }
    } } }
  } } }
}`;

/** A refusal as the storefront gets it: a clear message, a code, no figures and no internals. */
function expectRefused(response: Awaited<ReturnType<Backend['query']>>, message: RegExp, code: string): void {
  expect(response.status).toBe(400);
  expect(response.data ?? null).toBeNull();
  expect(response.errors).toHaveLength(1);
  const [error] = response.errors!;
  expect(error!.message).toMatch(message);
  expect(error!.message).not.toMatch(/\d|syntax error/i);
  expect(error!.extensions?.code).toBe(code);
  expect(JSON.stringify(response.errors)).not.toMatch(/\d{3,}|\.ts\b|at \w+ \(/);
}

describeBackends('bounds on /graphql', (use) => {
  it('refuses lists nested in lists sized by variables, at once', async () => {
    await use().query('{ __typename }');
    const started = performance.now();
    const response = await use().query(nestedLists, { n: 9999, m: 100, k: 100 });
    // It ran for a minute before; the refusal needs no resolver at all (well under this, unloaded).
    expect(performance.now() - started).toBeLessThan(1000);
    expectRefused(response, /^Query is too expensive\. Ask for fewer items or fewer fields\.$/, 'QUERY_TOO_EXPENSIVE');
  });

  it('counts lists sized by the variables’ defaults too', async () => {
    const withDefaults = nestedLists.replace('$n: Int, $m: Int, $k: Int', '$n: Int = 9999, $m: Int = 100, $k: Int = 100');
    expectRefused(await use().query(withDefaults), /too expensive/, 'QUERY_TOO_EXPENSIVE');
    // The same document asking for little runs.
    const small = await use().query(nestedLists, { n: 2, m: 2, k: 2 });
    expect(small.errors).toBeUndefined();
    expect(small.data.products.nodes).toHaveLength(2);
  });

  it('counts aliases as what they ask for', async () => {
    const aliases = Array.from({ length: 12 }, (_, i) => `a${i}: products(first: 9999) { nodes { name description terms(first: 100) { nodes { slug name } } } }`);
    expectRefused(await use().query(`{ ${aliases.join(' ')} }`), /too expensive/, 'QUERY_TOO_EXPENSIVE');
  });

  it('runs the storefront’s full product list and other clients’ documents', async () => {
    const list = await use().operation('getProducts');
    expect(list.errors).toBeUndefined();
    expect(list.data.products.nodes.length).toBeGreaterThan(20);
    const product = await use().query(clientProductDocument, { slug: 'classic-pullover-hoodie' });
    expect(product.errors).toBeUndefined();
    expect(product.data.product.name).toBe('Classic Pullover Hoodie');
    const cart = await use().query(clientCartDocument);
    expect(cart.errors).toBeUndefined();
    expect(cart.data.cart.isEmpty).toBe(true);
  });

  it('refuses a query nested too deeply', async () => {
    const nested = 'related(first: 1) { nodes { ... on Product { '.repeat(10) + 'id' + ' } } }'.repeat(10);
    const response = await use().query(`{ product(id: "classic-pullover-hoodie", idType: SLUG) { ${nested} } }`);
    expectRefused(response, /^Query is nested too deeply\./, 'QUERY_TOO_DEEP');
  });

  it('refuses a document with too many tokens while parsing it', async () => {
    const fields = Array.from({ length: bounds.maxTokens }, (_, i) => `f${i}: __typename`).join(' ');
    expectRefused(await use().query(`{ ${fields} }`), /^Query is too large\./, 'QUERY_TOO_LARGE');
  });

  it('keeps introspection off unless the server turns it on', async () => {
    const response = await use().query('{ __schema { queryType { name } } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect((await use().query('{ __typename }')).data).toEqual({ __typename: 'RootQuery' });
  });
});

describeBackends(
  'an execution deadline',
  (use) => {
    it('stops a query that runs past it, and answers that it did', async () => {
      const response = await use().operation('getProducts');
      expect(response.status).toBe(200);
      expect(response.data ?? null).toBeNull();
      expect(response.errors).toEqual([
        { message: 'The query took too long and was stopped. Ask for fewer items or fewer fields.', extensions: { code: 'QUERY_TIMEOUT' } },
      ]);
    });

    it('gives a mutation none: its answer says what it did', async () => {
      const product = await use().query('{ product(id: "mountain-line-graphic-tee", idType: SLUG) { databaseId } }');
      const added = await use().operation('addToCart', { input: { productId: product.data.product.databaseId, quantity: 1 } });
      expect(added.errors).toBeUndefined();
      expect(added.data.addToCart.cart.contents.itemCount).toBe(1);
    });
  },
  { writes: true, route: { bounds: { ...bounds, deadlineMs: 1 } } },
);

describeBackends(
  'an answer-size ceiling',
  (use) => {
    it('refuses to send an answer larger than it', async () => {
      expectRefused(await use().operation('getProducts'), /^The answer would be too large\./, 'ANSWER_TOO_LARGE');
      const small = await use().query('{ products(first: 1) { nodes { slug } } }');
      expect(small.data.products.nodes).toHaveLength(1);
    });
  },
  { route: { bounds: { ...bounds, maxAnswerBytes: 2_000 } } },
);

describeBackends(
  'introspection turned on',
  (use) => {
    it('answers the schema', async () => {
      const response = await use().query('{ __schema { queryType { name } } }');
      expect(response.data).toEqual({ __schema: { queryType: { name: 'RootQuery' } } });
    });
  },
  { route: { bounds: { ...bounds, introspection: true } } },
);
