// The honest traffic of bench/abuse-load.ts: shoppers on autocannon's connections, each going round
// what a visit asks for: the home page, the product list, a product page and a category page (as
// the browser gets them: compressed, from the page cache), and two GraphQL calls the storefront makes
// from the browser: its cart read, with the session of a cart holding one product, and a product
// page's stock check (anonymous, so the shared answer cache may answer it). Throughput counts the
// requests served: a 2xx, and for GraphQL an answer without errors.
// Each visit (a round of the mix) comes from the next of a thousand shoppers' addresses, as
// X-Forwarded-For: ten connections sending back to back are hundreds of requests a second, many
// shoppers' worth, and the shop's limits count per address: from one, the honest traffic would be
// held to one shopper's allowance.
import autocannon from 'autocannon';
import { operationText } from '../../tests/server/operation-text';
import { sessionHeader } from '../../common/sessionHeader';
import { newestProductSlug } from '../production-server';

const connections = 10;
const shoppers = 1000;

/** A shopper's address, in the range set aside for benchmarks (RFC 2544). */
function shopperAddress(shopper: number): string {
  return `198.18.${Math.floor(shopper / 250)}.${(shopper % 250) + 1}`;
}

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

/** Finds the pages to visit and fills a cart. */
export async function prepareHonestTraffic(origin: string): Promise<HonestTraffic> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': shopperAddress(0) },
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
  const page = (path: string): autocannon.Request => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' }, setupRequest: fromShopper });
  const graphqlCall = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): autocannon.Request => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    setupRequest: fromShopper,
    onResponse: countErrors,
  });
  // A connection's context lasts one round of the requests: a visit, which starts at the home page.
  let visits = 0;
  const home: autocannon.Request = {
    ...page('/'),
    setupRequest: (request, context) => fromShopper(request, Object.assign(context, { address: shopperAddress(visits++ % shoppers) })),
  };
  const requests = [
    home,
    page('/products'),
    page(`/product/${productSlug}`),
    page(`/product-category/${categorySlug}`),
    graphqlCall(operationText('getCart'), {}, { [sessionHeader]: `Session ${session}` }),
    graphqlCall(operationText('getStockStatus'), { slug: productSlug }),
  ];

  return {
    description: `${connections} connections, each going round a visit from one of ${shoppers} shoppers' addresses: /, /products, /product/${productSlug}, /product-category/${categorySlug}, getCart (a cart session), getStockStatus`,
    async run(seconds) {
      answeredWithErrors = 0;
      const result = await autocannon({ url: origin, connections, duration: seconds, requests });
      // Only answered requests count: a shopper refused or failed was not served.
      const requestsPerSecond = (result['2xx'] - answeredWithErrors) / result.duration;
      const refusals = Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${count}× ${status}`);
      return {
        requestsPerSecond,
        p99Ms: result.latency.p99,
        line:
          `${requestsPerSecond.toFixed(0).padStart(5)} req/s, p99 ${String(result.latency.p99).padStart(4)} ms ` +
          `(p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}${refusals.length ? ` (${refusals.join(', ')})` : ''}, GraphQL errors ${answeredWithErrors}, errors ${result.errors}, timeouts ${result.timeouts})`,
      };
    },
  };
}

function fromShopper(request: autocannon.Request, context: object): autocannon.Request {
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': (context as { address: string }).address } };
}
