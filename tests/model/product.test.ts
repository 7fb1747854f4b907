// Model-based test of the product machine: shortest paths through every state, transition and
// event of the variation choice, the gallery and the stock check, replayed against a real actor
// with the stock answer settled by the test. Along each path the rules are checked.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { StockReport } from '../../src/domain/catalog/stock';
import { isPurchasable } from '../../src/domain/catalog/variations';
import { addableLimit, attributeChoices, canAddToCart, productMachine, selectedVariation, shownImages, type ProductEvent } from '../../src/machines/product';
import { hoodie, mug } from '../fixtures/products';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { startBesideSiblings } from './recordingSiblings';
import { afterPromises } from './afterPromises';

const review = { id: 'r1', rating: 4, contentHtml: '<p>Warm.</p>', date: '2026-11-20T10:00:00Z', authorName: 'Ana', avatarUrl: null };
// The navy M sold out since the page was rendered.
const report: StockReport = {
  databaseId: hoodie.databaseId,
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  variations: [{ databaseId: 11, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 }],
};

let stock: { resolve: (report: StockReport | null) => void; reject: (error: Error) => void } | undefined;
const testMachine = productMachine.provide({
  actors: { getStockStatus: fromPromise(() => new Promise<StockReport | null>((resolve, reject) => (stock = { resolve, reject }))) },
});

// Started with the page (before it is live) and by a navigation (live already); a simple product has nothing to choose.
const input = { endpoint: '/graphql', product: hoodie, live: false };
const liveInput = { ...input, live: true };
const simpleInput = { ...input, product: mug };
// A set of a mug one can buy on the set's page and one sold out.
const child = (databaseId: number, stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK') => ({ ...mug, databaseId, slug: `mug-${databaseId}`, stockStatus, purchasable: true, externalUrl: null, buttonText: null });
const set = { ...mug, databaseId: 30, slug: 'mug-set', type: 'GROUPED' as const, groupedProducts: [child(31, 'IN_STOCK'), child(32, 'OUT_OF_STOCK')] };
const groupInput = { ...input, product: set };
const pathsOf = (start: typeof input) => transitionPaths(testMachine, {
  input: start,
  contextEvents: ['SHOW_IMAGE', 'NEXT_IMAGE', 'PREVIOUS_IMAGE', 'ADD_TO_CART', 'ADD_FROM_GROUP'],
  stateKey: (snapshot: AnyMachineSnapshot) => {
    // Bounded: which product, what is chosen, which picture, whether a new review shows.
    const { product, choices, imageIndex } = snapshot.context;
    return { product: product?.slug, choices, imageIndex, reviewed: (product?.reviews.length ?? 0) > 0 };
  },
  events: [
    { type: 'CHOOSE', attribute: 'pa_color', value: 'red' },
    // Navy XXL is sold out and red XXL is not made: refused whatever the colour.
    { type: 'CHOOSE', attribute: 'pa_size', value: 'xxl' },
    { type: 'CHOOSE', attribute: 'pa_size', value: 'm' },
    { type: 'SHOW_IMAGE', index: 2 },
    // More than the stock holds: the cart gets what it can.
    { type: 'ADD_TO_CART', quantity: 99 },
    { type: 'ADD_FROM_GROUP', productId: 31 },
    { type: 'ADD_FROM_GROUP', productId: 32 },
    { type: 'REVIEW_ADDED', review, averageRating: 4, reviewCount: 1 },
    { type: 'xstate.done.actor.stockCheck', output: report },
  ],
});
const models = [input, liveInput, simpleInput, groupInput].map((start) => ({ input: start, paths: pathsOf(start) }));

describe('product model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, {
      HYDRATED: true,
      ADD_TO_CART: true,
      ADD_FROM_GROUP: true,
      CHOOSE: true,
      CLEAR_CHOICES: true,
      SHOW_IMAGE: true,
      NEXT_IMAGE: true,
      PREVIOUS_IMAGE: true,
      REVIEW_ADDED: true,
    });
  });

  it.each(models.flatMap(({ input: start, paths }) => paths.map((path) => [`${start.product.slug}, ${start.live ? 'live' : 'served'}: ${describePath(path)}`, start, path] as const)))('%s', async (_, start, path) => {
    stock = undefined;
    const { actor, told, stop } = startBesideSiblings(testMachine, start, ['cart']);
    for (const { event, state } of path.steps) {
      const before = actor.getSnapshot().context;
      const toldBefore = told.length;
      if (event.type.startsWith('xstate.done.')) await settle(() => stock!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.')) await settle(() => stock!.reject(new Error('offline')));
      else if (event.type !== 'xstate.init') actor.send(event as ProductEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      const { context } = snapshot;
      // The choices only ever hold options that lead to a variation for sale when chosen.
      const variation = selectedVariation(context);
      expect(snapshot.matches({ choice: 'complete' })).toBe(variation !== null);
      for (const choice of attributeChoices(context)) {
        for (const option of choice.options) if (option.chosen && !snapshot.matches({ stock: { live: 'fresh' } })) expect(option.available).toBe(true);
      }
      // The picture shown is one of the shown images, and a chosen variation's own picture is among them.
      const images = shownImages(context);
      expect(context.imageIndex).toBeLessThan(Math.max(images.length, 1));
      if (variation?.image) expect(images.map((image) => image.src)).toContain(variation.image.src);
      // The stock is asked for only once the page is live.
      if (snapshot.matches({ stock: { live: 'refreshing' } })) expect(stock).toBeDefined();
      if (snapshot.matches({ stock: 'dormant' })) expect(stock).toBeUndefined();
      // An add hands the cart the chosen product, bounded by its stock; an incomplete choice hands it nothing.
      if (event.type === 'ADD_TO_CART') {
        const variation = selectedVariation(before);
        const item = { productId: before.product!.databaseId, quantity: Math.min(99, addableLimit(before) ?? 99), ...(variation ? { variationId: variation.databaseId } : {}) };
        expect(told.slice(toldBefore)).toEqual(canAddToCart(before) ? [{ to: 'cart', event: { type: 'ADD_TO_CART', item: expect.objectContaining(item) } }] : []);
      } else if (event.type === 'ADD_FROM_GROUP') {
        // One unit of a set's product the shop sells; nothing on another product's page.
        const added = before.product!.groupedProducts.some((each) => each.databaseId === event.productId && each.stockStatus === 'IN_STOCK');
        expect(told.slice(toldBefore)).toEqual(added ? [{ to: 'cart', event: { type: 'ADD_TO_CART', item: { productId: event.productId, quantity: 1 } } }] : []);
      } else expect(told.length).toBe(toldBefore);
    }
    stop();
  });
});

describe('product rules', () => {
  beforeEach(() => {
    stock = undefined;
  });

  it('preselects the default attributes and shows that variation', () => {
    const actor = createActor(testMachine, { input }).start();
    expect(actor.getSnapshot().context.choices).toEqual({ pa_color: 'navy', pa_size: 'm' });
    expect(selectedVariation(actor.getSnapshot().context)?.databaseId).toBe(11);
  });

  it('refuses a combination that matches no variation for sale, and keeps the choice', () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'CHOOSE', attribute: 'pa_size', value: 'xxl' });
    expect(actor.getSnapshot().context.choices).toEqual({ pa_color: 'navy', pa_size: 'm' });
    const size = attributeChoices(actor.getSnapshot().context).find((choice) => choice.attribute === 'pa_size')!;
    expect(size.options.map((option) => [option.value, option.available])).toEqual([['m', true], ['xxl', false]]);
  });

  it('shows the chosen variation’s picture first and selects it', () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'SHOW_IMAGE', index: 2 });
    actor.send({ type: 'CHOOSE', attribute: 'pa_color', value: 'red' });
    const { context } = actor.getSnapshot();
    expect(shownImages(context)[0]!.src).toBe('/uploads/hoodie-red.webp');
    expect(context.imageIndex).toBe(0);
    expect(selectedVariation(context)?.databaseId).toBe(13);
  });

  it('steps through the pictures around both ends', () => {
    const actor = createActor(testMachine, { input: { ...input, product: { ...mug, gallery: [{ src: '/uploads/b.webp', alt: '' }, { src: '/uploads/c.webp', alt: '' }] } } }).start();
    actor.send({ type: 'PREVIOUS_IMAGE' });
    expect(actor.getSnapshot().context.imageIndex).toBe(2);
    actor.send({ type: 'NEXT_IMAGE' });
    expect(actor.getSnapshot().context.imageIndex).toBe(0);
    actor.send({ type: 'SHOW_IMAGE', index: 99 });
    expect(actor.getSnapshot().context.imageIndex).toBe(2);
  });

  it('asks the stock at once when started on a live page (a navigation)', async () => {
    const actor = createActor(testMachine, { input: liveInput }).start();
    expect(actor.getSnapshot().matches({ stock: { live: 'refreshing' } })).toBe(true);
    await settle(() => stock!.resolve(report));
    expect(actor.getSnapshot().matches({ stock: { live: 'fresh' } })).toBe(true);
  });

  it('applies fresh stock once live: a sold-out variation can no longer be chosen', async () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'CHOOSE', attribute: 'pa_color', value: 'red' });
    expect(stock).toBeUndefined();
    actor.send({ type: 'HYDRATED' });
    await settle(() => stock!.resolve(report));
    const { context } = actor.getSnapshot();
    expect(context.product!.variations.find((variation) => variation.databaseId === 11)!.stockStatus).toBe('OUT_OF_STOCK');
    expect(isPurchasable(context.product!.variations[0]!)).toBe(false);
    actor.send({ type: 'CHOOSE', attribute: 'pa_color', value: 'navy' });
    expect(context.choices).toEqual({ pa_color: 'red', pa_size: 'm' });
    expect(actor.getSnapshot().context.choices).toEqual({ pa_color: 'red', pa_size: 'm' });
  });

  it('marks a product the shop no longer has as sold out', async () => {
    const actor = createActor(testMachine, { input: { ...input, product: mug } }).start();
    actor.send({ type: 'HYDRATED' });
    await settle(() => stock!.resolve(null));
    expect(actor.getSnapshot().context.product!.stockStatus).toBe('OUT_OF_STOCK');
  });

  it('puts a new review first with the store’s new figures', () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'REVIEW_ADDED', review, averageRating: 4, reviewCount: 1 });
    const product = actor.getSnapshot().context.product!;
    expect([product.reviews[0], product.averageRating, product.reviewCount]).toEqual([review, 4, 1]);
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
