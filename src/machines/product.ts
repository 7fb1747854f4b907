// The product page (SPEC.md §2, §3, §4): the shopper's choice of a variation, the picture shown,
// and stock kept current. Choices that lead to no variation the shop can sell are refused. Stock is
// asked again in the browser once the page is live, because the page itself may come from a cache.
// One actor per product page shown, started by the screen (pageActors/product.ts).
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { CartItemToAdd } from '../domain/cart/types';
import { productImages } from '../domain/catalog/productImages';
import { withStock, type StockReport } from '../domain/catalog/stock';
import type { GroupedProduct, ProductDetail, Review, Variation } from '../domain/catalog/types';
import {
  attributeKey,
  chosenVariation,
  choosableAttributes,
  defaultChoices,
  isOptionAvailable,
  type Choices,
} from '../domain/catalog/variations';
import { tell } from './system';

export type ProductEvent =
  /** From the root: the page is live. */
  | { type: 'HYDRATED' }
  /** The shopper adds the chosen product with the quantity typed (clamped here to what can be sold). */
  | { type: 'ADD_TO_CART'; quantity: number }
  /** On a grouped product's page: one unit of one of its products. */
  | { type: 'ADD_FROM_GROUP'; productId: number }
  | { type: 'CHOOSE'; attribute: string; value: string }
  | { type: 'CLEAR_CHOICES' }
  | { type: 'SHOW_IMAGE'; index: number }
  | { type: 'NEXT_IMAGE' }
  | { type: 'PREVIOUS_IMAGE' }
  | { type: 'REVIEW_ADDED'; review: Review; averageRating: number; reviewCount: number };

export interface ProductContext {
  /** The product of the page; null only where a view reads the served state of none. */
  product: ProductDetail | null;
  choices: Choices;
  /** Which of the shown images is large. */
  imageIndex: number;
}

/** A product page as it first shows: the shop's default choices, the first picture. */
export function shownProduct(product: ProductDetail | null): ProductContext {
  return { product, choices: product && product.type === 'VARIABLE' ? defaultChoices(product) : {}, imageIndex: 0 };
}

/** The variation the choices lead to (null for other product types and open choices). */
export function selectedVariation(context: ProductContext): Variation | null {
  return context.product?.type === 'VARIABLE' ? chosenVariation(context.product, context.choices) : null;
}

/** The pictures shown, with the chosen variation's own picture first. */
export function shownImages(context: ProductContext) {
  return context.product ? productImages(context.product, selectedVariation(context)) : [];
}

export interface OptionState {
  value: string;
  name: string;
  chosen: boolean;
  /** Whether, with the other choices kept, it leads to a variation the shop can sell. */
  available: boolean;
}

export interface AttributeChoice {
  /** The attribute's name, as CHOOSE takes it. */
  attribute: string;
  label: string;
  /** The chosen option's name, or null while open. */
  chosenName: string | null;
  options: OptionState[];
}

/** What the variation selectors show: each attribute's options, chosen and available or not. */
export function attributeChoices(context: ProductContext): AttributeChoice[] {
  const { product, choices } = context;
  if (product?.type !== 'VARIABLE') return [];
  return choosableAttributes(product).map((attribute) => {
    const key = attributeKey(attribute.name);
    const options = attribute.options.map((option) => ({
      value: option.slug,
      name: option.name,
      chosen: choices[key] === option.slug,
      available: isOptionAvailable(product, choices, key, option.slug),
    }));
    return { attribute: attribute.name, label: attribute.label, chosenName: options.find((option) => option.chosen)?.name ?? null, options };
  });
}

/** What is offered for the choices made: the chosen variation, else the product itself. */
function offerOf(context: ProductContext) {
  return selectedVariation(context) ?? context.product;
}

/** The most one add may put in the cart: managed stock caps it, a product on backorder can be ordered beyond it; null: no cap. */
export function addableLimit(context: ProductContext): number | null {
  const offer = offerOf(context);
  return offer?.stockStatus === 'IN_STOCK' && offer.stockQuantity !== null && offer.stockQuantity > 0 ? offer.stockQuantity : null;
}

/** The quantity an add of `typed` puts in the cart: at least one, at most addableLimit. */
export function addableQuantity(context: ProductContext, typed: number): number {
  const wanted = Number.isFinite(typed) ? Math.trunc(typed) : 1;
  return Math.max(1, Math.min(wanted, addableLimit(context) ?? Infinity));
}

/** What is offered for the choices made is sold out: the page offers no add at all. */
export function isSoldOut(context: ProductContext): boolean {
  return offerOf(context)?.stockStatus === 'OUT_OF_STOCK';
}

/** Whether the choices lead to something the cart can take: a complete choice, in stock or on backorder. */
export function canAddToCart(context: ProductContext): boolean {
  return context.product !== null && !isSoldOut(context) && (context.product.type !== 'VARIABLE' || selectedVariation(context) !== null);
}

/** Whether a grouped product's product goes in the cart from its page: a simple one the shop sells, in stock or on backorder. */
export function isBuyableInGroup(product: GroupedProduct): boolean {
  return product.type === 'SIMPLE' && product.purchasable && product.stockStatus !== 'OUT_OF_STOCK';
}

/** The cart item an add makes: a variation goes in with its attributes as the store names them. */
function cartItemOf(context: ProductContext, quantity: number): CartItemToAdd {
  const product = context.product!;
  const variation = selectedVariation(context);
  if (!variation) return { productId: product.databaseId, quantity };
  const attributes = choosableAttributes(product).map((attribute) => ({ attributeName: attribute.name, attributeValue: context.choices[attributeKey(attribute.name)] ?? '' }));
  return { productId: product.databaseId, quantity, variationId: variation.databaseId, variation: attributes };
}

export interface ProductInput {
  product: ProductDetail;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  /** The page is live already (shown by a navigation): stock is asked at once. */
  live: boolean;
}

export const productMachine = setup({
  types: {} as {
    context: ProductContext & Pick<ProductInput, 'endpoint' | 'live'>;
    events: ProductEvent;
    input: ProductInput;
  },
  actors: {
    // getStockStatus over the GraphQL endpoint; its code comes when a product page goes live.
    getStockStatus: fromPromise<StockReport | null, { endpoint: string; slug: string }>(async ({ input }) => {
      const [{ getStockReport }, { createClient }] = await Promise.all([import('../graphql/stock'), import('../graphql/client')]);
      return getStockReport(createClient({ endpoint: input.endpoint }), input.slug);
    }),
  },
  guards: {
    isVariable: ({ context }) => context.product?.type === 'VARIABLE',
    hasVariation: ({ context }) => selectedVariation(context) !== null,
    isLive: ({ context }) => context.live,
    canAdd: ({ context }) => canAddToCart(context),
    isInGroup: ({ context, event }) => {
      assertEvent(event, 'ADD_FROM_GROUP');
      const child = context.product?.groupedProducts.find((product) => product.databaseId === event.productId);
      return child !== undefined && isBuyableInGroup(child);
    },
    canChoose: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      const { product } = context;
      if (product?.type !== 'VARIABLE') return false;
      const key = attributeKey(event.attribute);
      const offered = choosableAttributes(product).find((attribute) => attributeKey(attribute.name) === key);
      return (
        offered !== undefined &&
        offered.options.some((option) => option.slug === event.value) &&
        isOptionAvailable(product, context.choices, key, event.value)
      );
    },
  },
  actions: {
    choose: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return { choices: { ...context.choices, [attributeKey(event.attribute)]: event.value } };
    }),
    clearChoices: assign({ choices: {} }),
    // The product page's link to the cart (system.ts wiring).
    addToCart: enqueueActions((args) => {
      const { context, event } = args;
      assertEvent(event, ['ADD_TO_CART', 'ADD_FROM_GROUP']);
      const item = event.type === 'ADD_TO_CART' ? cartItemOf(context, addableQuantity(context, event.quantity)) : { productId: event.productId, quantity: 1 };
      tell('product', args, { to: 'cart', event: { type: 'ADD_TO_CART', item } });
    }),
    /** A chosen variation with a picture of its own shows it (it takes the first place). */
    showVariationImage: assign(({ context }) => {
      const variation = selectedVariation(context);
      if (!variation?.image) return {};
      const index = shownImages(context).findIndex((image) => image.src === variation.image!.src);
      return { imageIndex: Math.max(index, 0) };
    }),
    showImage: assign(({ context, event }) => {
      assertEvent(event, 'SHOW_IMAGE');
      const count = shownImages(context).length;
      return { imageIndex: Math.min(Math.max(Math.trunc(event.index), 0), Math.max(count - 1, 0)) };
    }),
    // The gallery wraps around at both ends, as a carousel does.
    stepImage: assign(({ context }, { by }: { by: 1 | -1 }) => {
      const count = shownImages(context).length;
      return { imageIndex: count === 0 ? 0 : (context.imageIndex + by + count) % count };
    }),
    applyStock: assign(({ context }, report: StockReport | null) =>
      context.product ? { product: withStock(context.product, report) } : {},
    ),
    addReview: assign(({ context, event }) => {
      assertEvent(event, 'REVIEW_ADDED');
      const { product } = context;
      if (!product) return {};
      return {
        product: {
          ...product,
          reviews: [event.review, ...product.reviews],
          averageRating: event.averageRating,
          reviewCount: event.reviewCount,
        },
      };
    }),
  },
}).createMachine({
  id: 'product',
  type: 'parallel',
  context: ({ input }) => ({ ...shownProduct(input.product), endpoint: input.endpoint, live: input.live }),
  on: {
    SHOW_IMAGE: { actions: 'showImage' },
    NEXT_IMAGE: { actions: { type: 'stepImage', params: { by: 1 } } },
    PREVIOUS_IMAGE: { actions: { type: 'stepImage', params: { by: -1 } } },
    REVIEW_ADDED: { actions: 'addReview' },
    ADD_TO_CART: { guard: 'canAdd', actions: 'addToCart' },
    ADD_FROM_GROUP: { guard: 'isInGroup', actions: 'addToCart' },
  },
  states: {
    // Which variation the shopper has chosen. Transitions target a child of this region, so the
    // other region is never exited.
    choice: {
      initial: 'deciding',
      on: {
        CHOOSE: { guard: 'canChoose', target: '.deciding', actions: ['choose', 'showVariationImage'] },
        CLEAR_CHOICES: { guard: 'isVariable', target: '.deciding', actions: 'clearChoices' },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasVariation', target: 'complete' },
            { guard: 'isVariable', target: 'incomplete' },
            { target: 'single' },
          ],
        },
        // A simple, grouped or external product: nothing to choose.
        single: {},
        // Some attribute is still open: no variation yet, nothing to put in the cart.
        incomplete: {},
        // The choices lead to one variation, whose price, stock and picture the page shows.
        complete: {},
      },
    },
    // Stock as the shop has it now. Nothing is asked before the page is hydrated: the server render
    // and the hydration render must show the same stock.
    stock: {
      initial: 'dormant',
      states: {
        dormant: {
          always: { guard: 'isLive', target: 'live' },
          on: { HYDRATED: 'live' },
        },
        live: {
          initial: 'refreshing',
          states: {
            refreshing: {
              invoke: {
                id: 'stockCheck',
                src: 'getStockStatus',
                input: ({ context }) => ({ endpoint: context.endpoint, slug: context.product!.slug }),
                onDone: { target: 'fresh', actions: { type: 'applyStock', params: ({ event }) => event.output } },
                // The rendered stock stays; the add-to-cart call checks stock on the server anyway.
                onError: 'stale',
              },
            },
            fresh: {},
            stale: {},
          },
        },
      },
    },
  },
});
