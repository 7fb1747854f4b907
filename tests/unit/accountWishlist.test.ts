// The signed-in customer's wishlist kept in their account (machines/accountWishlist.ts): once the
// browser's list is read, the account's products it lacks join it (the browser's first), the joined
// list is saved to the account only when it differs, later changes are saved once they settle, and
// nothing is saved after sign-out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import type { ProductSummary } from '../../src/domain/catalog/types';
import { accountSaveDelayMs, accountWishlist } from '../../src/machines/accountWishlist';
import { productSummary } from '../fixtures/products';

const saved: string[][] = [];
const stored: ProductSummary[][] = [];
const asked: string[][] = [];
const shop = new Map<string, ProductSummary>([
  ['linen-shirt', productSummary(1, 'linen-shirt')],
  ['wool-scarf', productSummary(2, 'wool-scarf')],
  ['felt-hat', productSummary(3, 'felt-hat')],
]);

vi.mock('../../src/graphql/auth', () => ({ saveWishlist: async (_: string, slugs: string[]) => void saved.push(slugs) }));
vi.mock('../../src/graphql/client', () => ({ createClient: () => () => Promise.resolve({}) }));
vi.mock('../../src/graphql/wishlist', () => ({
  getWishlistProducts: async (_: unknown, slugs: string[]) => {
    asked.push(slugs);
    // The shop answers in its own order, and without products it no longer has.
    return [...slugs].reverse().flatMap((slug) => (shop.has(slug) ? [shop.get(slug)!] : []));
  },
}));
vi.mock('../../src/browser/wishlistStorage', () => ({ writeStoredWishlist: (items: ProductSummary[]) => void stored.push(items) }));

/** A wishlist that is read (ready) with these items and takes STORED and ADD as the real one does. */
function wishlistWith(items: ProductSummary[], ready = true) {
  return createMachine({
    types: {} as { context: { items: ProductSummary[] }; events: { type: 'STORED'; items: ProductSummary[] } | { type: 'ADD'; product: ProductSummary } | { type: 'READ' } },
    context: { items },
    initial: ready ? 'awake' : 'dormant',
    states: {
      dormant: { on: { READ: 'awake' } },
      awake: {
        initial: 'ready',
        states: { ready: {} },
        on: {
          STORED: { actions: ({ context, event }) => void (context.items = event.items) },
          ADD: { actions: ({ context, event }) => void (context.items = [event.product, ...context.items]) },
        },
      },
    },
  });
}

function start(items: ProductSummary[], slugs: string[], ready = true) {
  const root = setup({ actors: { wishlist: wishlistWith(items, ready), accountWishlist } }).createMachine({
    invoke: [
      { id: 'wishlist', src: 'wishlist', systemId: 'wishlist' },
      { id: 'accountWishlist', src: 'accountWishlist', input: { endpoint: '/graphql', slugs } },
    ],
  });
  const actor = createActor(root).start();
  return { actor, wishlist: actor.system.get('wishlist')! };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const slugs = (items: ProductSummary[]) => items.map((item) => item.slug);

beforeEach(() => {
  vi.useFakeTimers();
  for (const list of [saved, stored, asked]) list.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('account wishlist', () => {
  it('joins the account’s products after the browser’s, in the account’s order, and saves the joined list', async () => {
    const { actor, wishlist } = start([shop.get('wool-scarf')!], ['felt-hat', 'wool-scarf', 'gone-product', 'linen-shirt']);
    await settle();
    expect(asked).toEqual([['felt-hat', 'gone-product', 'linen-shirt']]);
    expect(slugs(wishlist.getSnapshot().context.items)).toEqual(['wool-scarf', 'felt-hat', 'linen-shirt']);
    expect(stored.map(slugs)).toEqual([['wool-scarf', 'felt-hat', 'linen-shirt']]);
    expect(saved).toEqual([['wool-scarf', 'felt-hat', 'linen-shirt']]);
    actor.stop();
  });

  it('saves nothing when the account already has the browser’s list', async () => {
    const { actor } = start([shop.get('wool-scarf')!], ['wool-scarf']);
    await settle();
    expect([asked, stored, saved]).toEqual([[], [], []]);
    actor.stop();
  });

  it('waits for the browser’s list to be read', async () => {
    const { actor, wishlist } = start([], ['linen-shirt'], false);
    await settle();
    expect(asked).toEqual([]);
    wishlist.send({ type: 'READ' });
    await settle();
    expect(asked).toEqual([['linen-shirt']]);
    expect(stored.map(slugs)).toEqual([['linen-shirt']]);
    // The account has that list already.
    expect(saved).toEqual([]);
    actor.stop();
  });

  it('saves later changes once, after they settle, and nothing after sign-out', async () => {
    const { actor, wishlist } = start([], []);
    await settle();
    wishlist.send({ type: 'ADD', product: shop.get('felt-hat')! });
    wishlist.send({ type: 'ADD', product: shop.get('wool-scarf')! });
    await vi.advanceTimersByTimeAsync(accountSaveDelayMs - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([['wool-scarf', 'felt-hat']]);
    wishlist.send({ type: 'ADD', product: shop.get('linen-shirt')! });
    actor.stop();
    await vi.advanceTimersByTimeAsync(accountSaveDelayMs);
    expect(saved).toEqual([['wool-scarf', 'felt-hat']]);
  });
});
