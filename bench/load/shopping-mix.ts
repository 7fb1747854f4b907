// The sale-day mix: about 80 % page views (products, lists, searches, filters), 15 % cart changes
// and 5 % checkouts, each checkout most often of one of the few products whose stock is low. Many
// shoppers at once, each a visit of 10 to 30 actions from a new address and session, then another
// shopper takes its place. Closed (as fast as the shop answers) or paced to a rate.
import { berlin } from '../../tests/server/berlin-billing';
import { LoadShopper } from './shopper';
import type { ShopCatalog } from './shop-catalog';
import type { Tally } from './tally';

const addToCart = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }`;
const emptyCart = `mutation { emptyCart(input: {}) { cart { isEmpty } } }`;
const checkout = `mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { orderNumber } } }`;

export interface LoadOptions {
  origin: string;
  catalog: ShopCatalog;
  tally: Tally;
  /** Visits under way at once. */
  shoppers: number;
  durationMs: number;
  /** Actions a second across all shoppers; unset: as fast as the shop answers. */
  ratePerSecond?: number;
  /** The run stops early once this says so (a fault's driver, say). */
  signal?: AbortSignal;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

let visits = 0;
/** A new address for each visit: 127.0.0.0/8 is all loopback, so it names no other machine. */
function nextAddress(): string {
  visits += 1;
  return `127.${(visits >> 16) & 255}.${(visits >> 8) & 255}.${(visits & 255) || 1}`;
}

async function oneAction(shopper: LoadShopper, catalog: ShopCatalog, tally: Tally, cart: { items: number }): Promise<void> {
  const roll = Math.random() * 100;
  if (roll < 45) return shopper.page('product', `/product/${pick(catalog.productSlugs)}`);
  if (roll < 60) {
    const path = Math.random() < 0.5 ? `/product-category/${pick(catalog.categorySlugs)}` : pick(['/products', '/products/page/2']);
    return shopper.page('list', path);
  }
  if (roll < 70) return shopper.page('search', `/products?search=${encodeURIComponent(pick(catalog.searchWords))}`);
  if (roll < 80) {
    const filter = pick([`category[${pick(catalog.categorySlugs)}]`, `price[${pick([10, 20, 30])},${pick([40, 60, 100])}]`, 'rating[4]', 'sale[true]']);
    return shopper.page('filter', `/products?filter=${encodeURIComponent(filter)}`);
  }
  if (roll < 95) {
    const outcome = await shopper.mutate('cart', async (send) => {
      if (cart.items > 0 && Math.random() < 0.25) {
        await send(emptyCart);
        cart.items = 0;
      } else {
        await send(addToCart, { input: { productId: pick(catalog.forCarts).id, quantity: 1 } });
        cart.items += 1;
      }
    });
    if (outcome !== 'done') cart.items = -1;
    return;
  }
  const product = Math.random() < 0.6 ? pick(catalog.lowStock) : pick(catalog.forCarts);
  const outcome = await shopper.mutate('checkout', async (send) => {
    await send(addToCart, { input: { productId: product.id, quantity: Math.random() < 0.7 ? 1 : 2 } });
    const answer = await send(checkout, { input: { paymentMethod: 'cod', billing: berlin } });
    const placed = answer.data?.checkout as { result?: string } | undefined;
    if (placed?.result !== 'success') throw new Error(`checkout answered ${JSON.stringify(placed)}`);
  });
  if (outcome === 'done') {
    tally.ordersPlaced += 1;
    cart.items = 0;
  } else {
    // What stayed in the cart (the sold-out product) goes, as a shopper would take it out.
    await shopper.mutate('cart', (send) => send(emptyCart).then(() => undefined));
    cart.items = 0;
  }
}

/** Runs the mix until the duration is over (or the signal says stop); visits under way finish their action. */
export async function runShoppingMix({ origin, catalog, tally, shoppers, durationMs, ratePerSecond, signal }: LoadOptions): Promise<void> {
  const start = performance.now();
  const end = start + durationMs;
  let issued = 0;
  const over = () => performance.now() >= end || signal?.aborted === true;
  const visit = async () => {
    while (!over()) {
      const shopper = new LoadShopper(origin, tally, nextAddress(), Math.random() < 0.3 ? '/de' : '');
      const cart = { items: 0 };
      const length = 10 + Math.floor(Math.random() * 21);
      for (let action = 0; action < length && !over(); action++) {
        if (ratePerSecond) {
          const due = start + (issued++ * 1000) / ratePerSecond;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (over()) return;
        }
        await oneAction(shopper, catalog, tally, cart);
      }
    }
  };
  await Promise.all(Array.from({ length: shoppers }, visit));
}
