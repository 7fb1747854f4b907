// Every GraphQL request is bounded before it runs and while it runs (server/graphql/bounds/): the
// storefront's own operations and other WooGraphQL clients' documents pass with room to spare;
// lists sized through variables or their defaults are counted at their real size and refused
// when too heavy, at once; refusals say what was wrong and give away no figures.
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import {
  getOperationAST,
  isInterfaceType,
  isObjectType,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { pgliteDatabase, type Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { catalogClockOf } from '../../server/domain/catalog/store/catalog-clock';
import { listMaximaOf, type CatalogListMaxima } from '../../server/domain/catalog/store/list-maxima';
import { catalogListFields, catalogScanCost, requestCost } from '../../server/graphql/bounds/cost';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { schema } from '../../server/graphql/schema';
import { registerGraphQLRoute } from '../../server/http/graphql-route';
import { clientCartDocument, clientProductDocument } from './fixtures/client-documents';
import { describeBackends, noRateLimits, type Backend, type GraphQLResponse } from './harness';
import { operationNames, operationText } from './operation-text';
import { pgliteFromDump } from './seeded-pglite-dump';

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
  getViewerAvatar: {},
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
    // Besides the fixed cost of reading the catalog, which the list pays once whatever its size.
    const full = measure(operationText('getProducts'), {}).cost - catalogScanCost;
    const one = measure(operationText('getProducts'), { first: 1 }).cost - catalogScanCost;
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
    const nested = 'ancestors(first: 1) { nodes { '.repeat(10) + 'id' + ' } }'.repeat(10);
    const response = await use().query(`{ productCategories(first: 1) { nodes { ${nested} } } }`);
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

    it('starts none of the queries still waiting in its lane once past it, and logs no error for them', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        // Ten lists, each a query of its own, queued one behind another in the request's lane.
        const lists = `{ ${Array.from({ length: 10 }, (_, n) => `l${n}: products(first: 1) { nodes { slug } }`).join(' ')} }`;
        const response = await use().query(lists);
        expect(response.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TIMEOUT' } })]);
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });

    it('gives a mutation none: its answer says what it did', async () => {
      // Read here, not asked: a query would be stopped by the deadline too.
      const [product] = await queryRows<{ id: number }>(use().db, sql`select id from products where slug = 'mountain-line-graphic-tee'`);
      const added = await use().operation('addToCart', { input: { productId: product!.id, quantity: 1 } });
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

// A catalog's lists are counted as never longer than the catalog's longest such list
// (domain/catalog/store/list-maxima.ts): a client may ask `first: 100` of lists that hold a few.

/** A product list as WooGraphQL storefronts ask it: every product, a fragment per type, 100 variations each. */
const clientProductList = `
query clientProductList($first: Int = 9999, $after: String) {
  products(first: $first, after: $after, where: { visibility: VISIBLE, status: "publish", orderby: [{ field: DATE, order: DESC }] }) {
    pageInfo { hasNextPage endCursor }
    nodes {
      name slug type databaseId averageRating reviewCount
      terms(first: 100) { nodes { taxonomyName slug } }
      productCategories { nodes { databaseId slug name count } }
      ...ListedSimple
      ...ListedVariable
      ...ListedExternal
    }
  }
}
fragment Picture on MediaItem { sourceUrl altText title databaseId thumbnailUrl: sourceUrl(size: THUMBNAIL) cardUrl: sourceUrl(size: WOOCOMMERCE_THUMBNAIL) }
fragment Choice on VariationAttribute { name attributeId value label }
fragment Attributes on ProductWithAttributes {
  attributes { nodes { name label options variation ... on GlobalProductAttribute { slug terms(first: 100, where: { orderby: MENU_ORDER }) { nodes { name slug } } } } }
}
fragment ListedSimple on SimpleProduct {
  price rawPrice: price(format: RAW) regularPrice salePrice stockStatus stockQuantity onSale
  image { ...Picture } galleryImages(first: 20) { nodes { ...Picture } } ...Attributes
}
fragment ListedVariable on VariableProduct {
  price rawPrice: price(format: RAW) regularPrice salePrice stockStatus onSale
  image { ...Picture } galleryImages(first: 20) { nodes { ...Picture } } ...Attributes
  defaultAttributes { nodes { ...Choice } }
  variations(first: 100) {
    nodes { name databaseId price regularPrice salePrice stockStatus stockQuantity hasAttributes image { ...Picture } attributes { nodes { ...Choice } } }
  }
}
fragment ListedExternal on ExternalProduct {
  externalUrl buttonText price regularPrice onSale image { ...Picture } galleryImages(first: 20) { nodes { ...Picture } }
}`;

const costOf = (text: string, variables: Record<string, unknown>, maxima?: CatalogListMaxima) =>
  requestCost(schema, parse(text), variables, getOperationAST(parse(text))?.name?.value, maxima);

const maximaOf = async (db: Database) => listMaximaOf(db).at(await catalogClockOf(db).read());

describe('catalog lists in the cost', () => {
  it('are fields of the schema', () => {
    for (const coordinate of catalogListFields) {
      const [typeName, fieldName] = coordinate.split('.') as [string, string];
      const type = schema.getType(typeName);
      expect(isObjectType(type) || isInterfaceType(type), coordinate).toBe(true);
      expect((type as GraphQLObjectType).getFields(), coordinate).toHaveProperty(fieldName);
    }
  });

  it('leave a product’s SEO head at 20,000 for each product, whatever the catalog holds', () => {
    const heads = '{ products(first: 9999) { nodes { ... on Product { fullYoastHead } } } }';
    const perProduct = 20_000 + 1;
    expect(costOf(heads, {})).toBe(1 + catalogScanCost + 9999 * perProduct);
    const maxima = { products: 67 } as CatalogListMaxima;
    expect(costOf(heads, {}, maxima)).toBe(1 + catalogScanCost + 67 * perProduct);
  });
});

describeBackends('a WooGraphQL storefront’s product list on the demo catalog', (use) => {
  it('would be refused at the resolvers’ caps, passes in the catalog as it stands, and answers', async () => {
    const { cost, depth, tokens } = measure(clientProductList, {});
    expect(cost).toBeGreaterThan(bounds.maxCost * 10);
    expect(depth).toBeLessThanOrEqual(bounds.maxDepth);
    expect(tokens).toBeLessThanOrEqual(bounds.maxTokens);
    expect(costOf(clientProductList, {}, await maximaOf(use().db))).toBeLessThanOrEqual(bounds.maxCatalogCost / 10);

    const list = await use().query(clientProductList);
    expect(list.errors).toBeUndefined();
    const products = list.data.products.nodes as { type: string; variations?: { nodes: { attributes: { nodes: unknown[] } | null }[] } }[];
    expect(products.length).toBeGreaterThan(20);
    const variable = products.find((product) => product.type === 'VARIABLE');
    expect(variable?.variations?.nodes.length).toBeGreaterThan(1);
    expect(variable?.variations?.nodes[0]?.attributes?.nodes.length).toBeGreaterThan(0);
  });

  it('refuses related products nested four deep, before counting what they would cost', async () => {
    // As `nestedLists`, with the related products' related products, and theirs (some 90 MB):
    // related products are asked one level deep (bounds/related-nesting.ts).
    const fields = 'description reviews(first: $k) { nodes { id content } } galleryImages(first: $k) { nodes { sourceUrl } }';
    let related = '';
    for (let level = 1; level < 4; level++) related = `related(first: $m) { nodes { ... on Product { ${fields} ${related} } } }`;
    const fourDeep = `query($n: Int, $m: Int, $k: Int) { products(first: $n) { nodes { ... on Product { ${fields} ${related} } } } }`;
    expectRefused(await use().query(fourDeep, { n: 9999, m: 100, k: 100 }), /nested too deeply/, 'QUERY_TOO_DEEP');
  });

  it('refuses a category\'s product search repeated for the categories of products in lists, and allows it for a page of categories', async () => {
    // Found by the fuzz test: some 26,000 searches, each a query of its own, held the server.
    const inner = 'productCategories(first: 100) { nodes { products(first: 100) { nodes { id } } } }';
    const related = (fields: string) => `related(first: 100) { nodes { ... on Product { ${fields} } } }`;
    const repeated = `{ products(first: 9999) { nodes { ${related(inner)} } } }`;
    expectRefused(await use().query(repeated), /too expensive/, 'QUERY_TOO_EXPENSIVE');
    const page = await use().query(`{ productCategories(first: 20) { nodes { slug products(first: 10) { nodes { slug } } } } }`);
    expect(page.errors).toBeUndefined();
    expect(page.data.productCategories.nodes.some((category: { products: { nodes: unknown[] } }) => category.products.nodes.length > 0)).toBe(true);
  });
});

// A catalog of thousands: the demo's, grown by 10,000 products in one category, in a PGlite
// database of this file's own (the grown catalog must not show in other files' answers).
const grownBy = 10_000;

describe('bounds on /graphql in a catalog of thousands', () => {
  let db: Database;
  let url: string;
  let demo: CatalogListMaxima;
  let grown: CatalogListMaxima;
  let stop = async () => {};
  const query = (text: string, variables?: Record<string, unknown>): Promise<GraphQLResponse> =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: text, variables }),
    }).then(async (response) => ({ status: response.status, headers: response.headers, ...((await response.json()) as object) }));

  beforeAll(async () => {
    const client = await pgliteFromDump(inject('pgliteDump'));
    db = pgliteDatabase(client);
    const app = Fastify();
    registerGraphQLRoute(app, db, { rateLimits: noRateLimits });
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
    stop = async () => {
      await app.close();
      await client.close();
    };
    demo = await maximaOf(db);
    await db.execute(sql`with added as (
        insert into products (type, name, slug, regular_price)
        select 'simple', 'Bulk product ' || n, 'bulk-product-' || n, 1000 from generate_series(1, ${grownBy}) n
        returning id
      )
      insert into product_terms (product_id, term_id)
      select added.id, (select id from terms where taxonomy = 'product_cat' order by id limit 1) from added`);
    grown = await maximaOf(db);
  });
  afterAll(() => stop());

  it('reads the catalog’s list maxima once per catalog version, and again after a write', async () => {
    expect(grown.products).toBe(demo.products + grownBy);
    expect(grown.relatedPerProduct).toBeGreaterThan(demo.relatedPerProduct);
    expect(grown.variationsPerProduct).toBe(demo.variationsPerProduct);
    expect(await maximaOf(db)).toBe(grown);
  });

  it('refuses lists nested in lists sized by variables, at once', async () => {
    await query('{ __typename }');
    const started = performance.now();
    const response = await query(nestedLists, { n: 9999, m: 100, k: 100 });
    // It ran for a minute before; the refusal needs no resolver at all (well under this, unloaded).
    expect(performance.now() - started).toBeLessThan(1000);
    expectRefused(response, /^Query is too expensive\. Ask for fewer items or fewer fields\.$/, 'QUERY_TOO_EXPENSIVE');
    // Among the demo's few dozen products, the same lists are short.
    expect(costOf(nestedLists, { n: 9999, m: 100, k: 100 }, demo)).toBeLessThanOrEqual(bounds.maxCatalogCost / 10);
  });

  it('counts lists sized by the variables’ defaults too', async () => {
    const withDefaults = nestedLists.replace('$n: Int, $m: Int, $k: Int', '$n: Int = 9999, $m: Int = 100, $k: Int = 100');
    expectRefused(await query(withDefaults), /too expensive/, 'QUERY_TOO_EXPENSIVE');
    // The same document asking for little runs.
    const small = await query(nestedLists, { n: 2, m: 2, k: 2 });
    expect(small.errors).toBeUndefined();
    expect(small.data.products.nodes).toHaveLength(2);
  });

  it('counts aliases as what they ask for', async () => {
    const list = 'products(first: 9999) { nodes { name description terms(first: 100) { nodes { slug name } } } }';
    const one = costOf(`{ a0: ${list} }`, {}, grown);
    expect(one).toBeLessThan(bounds.maxCatalogCost);
    const aliases = `{ ${Array.from({ length: Math.floor(bounds.maxCatalogCost / one) + 1 }, (_, i) => `a${i}: ${list}`).join(' ')} }`;
    expect(costOf(aliases, {})).toBeGreaterThan(bounds.maxCost);
    expectRefused(await query(aliases), /too expensive/, 'QUERY_TOO_EXPENSIVE');
  });

  it('still passes the storefront’s own full product list, without a look at the catalog', () => {
    expect(costOf(operationText('getProducts'), {})).toBeLessThanOrEqual(bounds.maxCost / 2);
    expect(costOf(operationText('getProducts'), {}, grown)).toBeLessThanOrEqual(bounds.maxCatalogCost / 4);
  });
});
