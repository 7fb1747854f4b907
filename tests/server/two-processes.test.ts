// Two real server processes on one PostgreSQL, and a shopper walked across them over HTTP as the
// storefront speaks to the store: a cart filled in one and changed in the other, a review and a
// catalog change seen by both, and a process killed with SIGKILL in the middle of a burst of cart
// writes losing none that it answered. (PostgreSQL only: PGlite is one process's database.)
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  AddToCartMutation,
  ApplyCouponMutation,
  CartFragment,
  GetCartQuery,
  GetProductQuery,
  UpDateCartQuantityMutation,
  WriteReviewMutation,
} from '../../src/graphql/generated/graphql';
import { operationText, type GraphQLResponse } from './harness';
import { copyOfWritableTemplate, type DatabaseCopy } from './postgres-copy';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

const templateUrl = inject('postgresWritableUrl');
async function post<Data>(server: ServerProcess, operation: string, variables?: Record<string, unknown>, session?: string | null) {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
    },
    body: JSON.stringify({ query: operationText(operation), variables, operationName: operation }),
  });
  return { status: response.status, headers: response.headers, ...((await response.json()) as object) } as GraphQLResponse<Data>;
}

/** The data of an answer that must have succeeded. */
function dataOf<Data>(answer: GraphQLResponse<Data>): Data {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.data!;
}

/** A shopper's browser: one cart session, taken to whichever process it speaks to, as the storefront's client keeps it. */
class Shopper {
  session: string | null = null;

  async send<Data>(server: ServerProcess, operation: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
    const answer = await post<Data>(server, operation, variables, this.session);
    this.session = answer.headers.get('woocommerce-session') ?? this.session;
    return answer;
  }

  async cart(server: ServerProcess): Promise<GetCartQuery> {
    return dataOf(await this.send<GetCartQuery>(server, 'getCart'));
  }

  async add(server: ServerProcess, productId: number, quantity: number): Promise<CartFragment> {
    return dataOf(await this.send<AddToCartMutation>(server, 'addToCart', { input: { productId, quantity } })).addToCart!.cart!;
  }
}

type Product = NonNullable<GetProductQuery['product']>;

async function product(server: ServerProcess, slug: string): Promise<Product> {
  return dataOf(await post<GetProductQuery>(server, 'getProduct', { slug })).product!;
}

/** The title of the server-rendered product page. */
async function pageTitle(server: ServerProcess, slug: string): Promise<string> {
  const response = await fetch(`${server.origin}/product/${slug}`);
  expect(response.status).toBe(200);
  return /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? '';
}

/** An answer with its links made site-relative: each process answers them on its own origin. */
const sameShop = <T>(answer: T): T => JSON.parse(JSON.stringify(answer).replace(/"http:\/\/127\.0\.0\.1:\d+\//g, '"/')) as T;
const quantities = (cart: CartFragment) => Object.fromEntries(cart.contents!.nodes.map((line) => [line.product!.node.slug!, line.quantity]));
const lineKey = (cart: CartFragment, slug: string) => cart.contents!.nodes.find((line) => line.product!.node.slug === slug)!.key;

describe.skipIf(!templateUrl)('two server processes on one PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let database: DatabaseCopy | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  const start = async () => {
    // Pages are rendered for each request, so a page shows what the database holds now; every
    // request comes from this one address, whose share of the servers' time is not the point here.
    const server = await startServerProcess({ DATABASE_URL: database!.url, PAGE_CACHE_MS: '0', RATE_LIMITS: JSON.stringify({ serverTime: { address: null } }) });
    started.push(server);
    await server.ready;
    return server;
  };

  beforeAll(async () => {
    assertProductionBuild();
    database = await copyOfWritableTemplate(templateUrl);
    [a, b] = await Promise.all([start(), start()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database?.drop();
  });

  it('fills a cart through one process, applies a coupon and changes quantities through the other, and both answer the same cart', async () => {
    const [tee, mug] = await Promise.all([product(a, 'mountain-line-graphic-tee'), product(a, 'enamel-camp-mug')]);
    const shopper = new Shopper();
    await shopper.add(a, tee.databaseId, 2);
    const filled = await shopper.add(a, mug.databaseId, 1);
    expect(quantities(filled)).toEqual({ 'mountain-line-graphic-tee': 2, 'enamel-camp-mug': 1 });

    // B knows the session A started.
    expect(sameShop((await shopper.cart(b)).cart)).toEqual(sameShop(filled));
    const couponed = dataOf(await shopper.send<ApplyCouponMutation>(b, 'applyCoupon', { code: 'welcome10' })).applyCoupon!.cart!;
    expect(couponed.appliedCoupons!.map((coupon) => coupon!.code)).toEqual(['welcome10']);
    const changed = dataOf(
      await shopper.send<UpDateCartQuantityMutation>(b, 'UpDateCartQuantity', { key: lineKey(couponed, 'mountain-line-graphic-tee'), quantity: 3 }),
    ).updateItemQuantities!.cart!;
    expect(quantities(changed)).toEqual({ 'mountain-line-graphic-tee': 3, 'enamel-camp-mug': 1 });
    // 10% off 3 × €24 + €14.
    expect(changed.discountTotal).toBe('8.60');

    const [throughA, throughB] = await Promise.all([shopper.cart(a), shopper.cart(b)]);
    expect(sameShop(throughA)).toEqual(sameShop(throughB));
    expect(sameShop(throughA.cart)).toEqual(sameShop(changed));
  });

  it('shows a review written through one process to the other, with the product’s new count and average', async () => {
    const before = await product(b, 'enamel-camp-mug');
    const written = dataOf(
      await post<WriteReviewMutation>(a, 'WriteReview', {
        commentOn: before.databaseId,
        rating: 5,
        content: 'Survived a week of camping and still looks new.',
        author: 'Grace Hopper',
        authorEmail: 'grace@two-processes.test',
      }),
    ).writeReview!;
    const counted = { reviewCount: before.reviewCount! + 1, averageRating: written.review!.commentedOn!.node.averageRating };
    expect(counted.averageRating).toBeGreaterThan(before.averageRating!);

    for (const server of [a, b]) {
      const after = await product(server, 'enamel-camp-mug');
      expect({ reviewCount: after.reviewCount, averageRating: after.averageRating }).toEqual(counted);
      expect(after.reviews!.edges!.map((edge) => edge!.node!.id)).toContain(written.review!.id);
    }
  });

  it('shows a product renamed in the database in both processes’ answers and rendered pages', async () => {
    const slug = 'essential-crew-tee';
    // Each process has read the product and rendered its page before, so a stale copy would show.
    for (const server of [a, b]) {
      expect((await product(server, slug)).name).toBe('Essential Crew Tee');
      expect(await pageTitle(server, slug)).toContain('Essential Crew Tee');
    }
    const catalog = new pg.Client({ connectionString: database!.url });
    await catalog.connect();
    try {
      await catalog.query(`update products set name = 'Everyday Crew Tee' where slug = $1`, [slug]);
    } finally {
      await catalog.end();
    }
    for (const server of [a, b]) {
      expect((await product(server, slug)).name).toBe('Everyday Crew Tee');
      expect(await pageTitle(server, slug)).toContain('Everyday Crew Tee');
    }
  });

  it('loses no cart write a process answered when it is killed in the middle of a burst, and a new process serves the same cart', async () => {
    // The poster pack's stock is not counted, so every add may succeed.
    const [poster, mug] = await Promise.all([product(b, 'digital-poster-pack'), product(b, 'enamel-camp-mug')]);
    const shopper = new Shopper();
    await shopper.add(a, mug.databaseId, 1);

    // 40 adds of one poster, four at a time; A is killed once ten are answered.
    const burst = 40;
    const inFlight = 4;
    const killAfter = 10;
    let sent = 0;
    const answers: GraphQLResponse<AddToCartMutation>[] = [];
    let killing: Promise<void> | undefined;
    const send = async () => {
      while (sent < burst && !killing) {
        sent += 1;
        // A request the kill cuts off rejects; it may or may not have been committed.
        const answer = await shopper.send<AddToCartMutation>(a, 'addToCart', { input: { productId: poster.databaseId, quantity: 1 } }).catch(() => null);
        if (answer) answers.push(answer);
        if (!killing && answers.length >= killAfter) killing = a.kill();
      }
    };
    await Promise.all(Array.from({ length: inFlight }, send));
    await killing;
    // Every answer A gave was a success, and each shows the adds committed before it.
    const answeredPosters = answers.map((answer) => quantities(dataOf(answer).addToCart!.cart!)['digital-poster-pack']!);
    expect(answeredPosters.length).toBeGreaterThanOrEqual(killAfter);
    expect(sent).toBeLessThan(burst);

    const { cart } = await shopper.cart(b);
    const posters = quantities(cart!)['digital-poster-pack']!;
    expect(posters).toBeGreaterThanOrEqual(answers.length);
    expect(posters).toBeGreaterThanOrEqual(Math.max(...answeredPosters));
    expect(posters).toBeLessThanOrEqual(sent);
    expect(quantities(cart!)['enamel-camp-mug']).toBe(1);

    const c = await start();
    expect(sameShop((await shopper.cart(c)).cart)).toEqual(sameShop(cart));
  }, 90_000);
});
