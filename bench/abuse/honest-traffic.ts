// The honest traffic of bench/abuse-load.ts: shoppers on autocannon's connections, each going round
// what a visit asks for: the home page, the product list, a product page and a category page (as
// the browser gets them: compressed, from the page cache), and two GraphQL calls the storefront makes
// from the browser: its cart read, with the session of a cart holding one product, and a product
// page's stock check (anonymous, so the shared answer cache may answer it). All come from one
// address. Throughput counts the requests served: a 2xx, and for GraphQL an answer without errors.
import autocannon from 'autocannon';
import { operationText } from '../../tests/server/operation-text';
import { sessionHeader } from '../../common/sessionHeader';
import { newestProductSlug } from '../production-server';

const connections = 10;

export interface HonestRun {
  requestsPerSecond: number;
  p99Ms: number;
  /** The run as one line for the reader. */
  line: string;
}

export interface HonestTraffic {
  /** What a round of the traffic asks for, for the reader. */
  description: string;
  run(seconds: number): Promise<HonestRun>;
}

/** Finds the pages to visit and fills a cart, from `address`. */
export async function prepareHonestTraffic(origin: string, address: string): Promise<HonestTraffic> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (!body.data || body.errors) throw new Error(`the shop refused a setup query: ${JSON.stringify(body.errors)}`);
    return { data: body.data, session: response.headers.get(sessionHeader) };
  };

  const productSlug = await newestProductSlug(origin);
  const { data } = await graphql(`{
    productCategories(first: 100) { nodes { slug count } }
    products(first: 100) { nodes { ... on SimpleProduct { databaseId stockStatus } } }
  }`);
  const { productCategories, products } = data as {
    productCategories: { nodes: { slug: string; count: number | null }[] };
    products: { nodes: { databaseId?: number; stockStatus?: string }[] };
  };
  const categorySlug = productCategories.nodes.find((category) => (category.count ?? 0) > 0)?.slug;
  const cartProduct = products.nodes.find((product) => product.stockStatus === 'IN_STOCK')?.databaseId;
  if (!categorySlug || !cartProduct) throw new Error('the shop has no category with products, or no simple product in stock');
  const { session } = await graphql(operationText('addToCart'), { input: { productId: cartProduct, quantity: 1 } });
  if (!session) throw new Error('adding to the cart answered no session');

  // A GraphQL answer with errors was not served, though its status says 200. To read them, the
  // GraphQL calls take their answers uncompressed: autocannon hands a body over as text.
  let answeredWithErrors = 0;
  const countErrors = (status: number, body: string) => {
    if (status < 300 && body.includes('"errors"')) answeredWithErrors++;
  };
  const pageHeaders = { 'accept-encoding': 'br, gzip', 'x-forwarded-for': address };
  const graphqlHeaders = { 'x-forwarded-for': address, 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
  const page = (path: string): autocannon.Request => ({ method: 'GET', path, headers: pageHeaders });
  const requests: autocannon.Request[] = [
    page('/'),
    page('/products'),
    page(`/product/${productSlug}`),
    page(`/product-category/${categorySlug}`),
    {
      method: 'POST',
      path: '/graphql',
      headers: { ...graphqlHeaders, [sessionHeader]: `Session ${session}` },
      body: JSON.stringify({ query: operationText('getCart'), variables: {} }),
      onResponse: countErrors,
    },
    {
      method: 'POST',
      path: '/graphql',
      headers: graphqlHeaders,
      body: JSON.stringify({ query: operationText('getStockStatus'), variables: { slug: productSlug } }),
      onResponse: countErrors,
    },
  ];

  return {
    description: `${connections} connections, each going round /, /products, /product/${productSlug}, /product-category/${categorySlug}, getCart (a cart session), getStockStatus`,
    async run(seconds) {
      answeredWithErrors = 0;
      const result = await autocannon({ url: origin, connections, duration: seconds, requests });
      // Only answered requests count: a shopper refused or failed was not served.
      const requestsPerSecond = (result['2xx'] - answeredWithErrors) / result.duration;
      return {
        requestsPerSecond,
        p99Ms: result.latency.p99,
        line:
          `${requestsPerSecond.toFixed(0).padStart(5)} req/s, p99 ${String(result.latency.p99).padStart(4)} ms ` +
          `(p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}, GraphQL errors ${answeredWithErrors}, errors ${result.errors}, timeouts ${result.timeouts})`,
      };
    },
  };
}
