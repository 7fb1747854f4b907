// @vitest-environment jsdom
// The cart's views on a real cart actor whose store answers the test holds: the panel (lines,
// quantities, coupons, errors, the empty state), the header badge, and the add-to-cart buttons.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, spawnChild, waitFor, type ActorRefFrom } from 'xstate';
import type { ProductDetail } from '../../src/domain/catalog/types';
import type { Cart, CartChange, CartLine } from '../../src/domain/cart/types';
import { cartMachine } from '../../src/machines/cart';
import { productMachine } from '../../src/machines/product';
import { uiMachine } from '../../src/machines/ui';
import { defaultSettings, type StoreSettings } from '../../common/settings';
import { CartPanel } from '../../src/views/layout/CartPanel';
import { CartTrigger } from '../../src/views/layout/CartTrigger';
import { AddToCart } from '../../src/views/product/AddToCart';
import { AddToCartButton } from '../../src/views/ui/AddToCartButton';
import { hoodie, mug } from '../fixtures/products';
import { loadEnglish, product } from './views/support';

const current = vi.hoisted(() => ({ cart: undefined as unknown, ui: undefined as unknown, product: undefined as unknown, settings: {} as object }));
vi.mock('../../src/machines/react', () => ({
  useCart: () => current.cart,
  useUi: () => current.ui,
  useProduct: () => current.product,
  useSettings: () => current.settings,
}));

/** The store's side: the cart it loads, and each change it is working on until the test answers. */
let loaded: Cart;
let requests: { change: CartChange; answer: (cart: Cart) => void; refuse: (message: string) => void }[];

const machine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<Cart, { endpoint: string; known: Cart | null }>(async () => loaded),
    changeCart: fromPromise<Cart, { endpoint: string; change: CartChange; known: Cart | null }>(
      ({ input }) =>
        new Promise((resolve, reject) => requests.push({ change: input.change, answer: resolve, refuse: (message) => reject(new Error(message)) })),
    ),
  },
});

// The cart and the panels in one system, and a product page's actor when a test shows one: the
// product hands the cart what is added through the system (machines/system.ts wiring).
const testSystem = setup({
  types: {} as { events: { type: 'SHOW_PRODUCT'; product: ProductDetail } },
  actors: { cart: machine, ui: uiMachine, product: productMachine },
}).createMachine({
  invoke: [
    { id: 'cart', systemId: 'cart', src: 'cart', input: { endpoint: '/graphql', autoOpenCart: false, debug: false } },
    { id: 'ui', systemId: 'ui', src: 'ui' },
  ],
  on: {
    SHOW_PRODUCT: { actions: spawnChild('product', { id: 'product', systemId: 'product', input: ({ event }) => ({ endpoint: '/graphql', product: event.product, live: false }) }) },
  },
});

let system: ActorRefFrom<typeof testSystem>;
let cart: ActorRefFrom<typeof machine>;
let ui: ActorRefFrom<typeof uiMachine>;

function showProduct(product: ProductDetail): ActorRefFrom<typeof productMachine> {
  system.send({ type: 'SHOW_PRODUCT', product });
  const productActor = system.getSnapshot().children.product as ActorRefFrom<typeof productMachine>;
  current.product = productActor;
  return productActor;
}

const shirt = product();

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    key: 'line-shirt',
    quantity: 2,
    productId: shirt.databaseId,
    variationId: null,
    slug: shirt.slug,
    name: shirt.name,
    image: shirt.image,
    attributes: [],
    subtotal: '€80.00',
    unitPrice: '€40.00',
    maxQuantity: 5,
    virtual: false,
    product: shirt,
    ...overrides,
  };
}

const hoodieLine = line({
  key: 'line-hoodie',
  quantity: 1,
  productId: 10,
  variationId: 11,
  slug: 'hoodie',
  name: 'Hoodie',
  attributes: [
    { label: 'Color', value: 'Navy' },
    { label: 'Size', value: 'M' },
  ],
  subtotal: '€49.00',
  unitPrice: '€49.00',
  maxQuantity: null,
});

function storeCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const itemCount = lines.reduce((sum, each) => sum + each.quantity, 0);
  return {
    isEmpty: lines.length === 0,
    itemCount,
    productCount: lines.length,
    lines,
    pricesIncludeTax: false,
    subtotal: '€129.00',
    discountTotal: '€0.00',
    hasDiscount: false,
    shippingTotal: '€4.90',
    totalTax: '€0.00',
    total: '€133.90',
    appliedCoupons: [],
    needsShipping: true,
    shippingRates: [
      { id: 'flat_rate:1', label: 'Standard', cost: '€4.90' },
      { id: 'free_shipping:2', label: 'Free shipping', cost: '€0.00' },
    ],
    chosenShippingMethod: 'flat_rate:1',
    location: { country: 'DE', state: '' },
    countries: ['DE', 'FR', 'US'],
    states: [],
    customer: null,
    ...overrides,
  };
}

/** Starts the cart as the store is initialised and waits until it is loaded. */
async function loadCart(answer: Cart) {
  loaded = answer;
  await act(async () => {
    cart.send({ type: 'INITIALISE' });
    await waitFor(cart, (snapshot) => snapshot.matches('ready'));
  });
}

function renderPanel(settings: Partial<StoreSettings> = {}) {
  current.settings = { ...defaultSettings, ...settings };
  act(() => ui.send({ type: 'OPEN_CART' }));
  return render(
    <>
      <CartTrigger />
      <CartPanel />
    </>,
  );
}

const panelBody = () => document.querySelector('.cart-panel')!;

beforeAll(loadEnglish);
beforeEach(() => {
  requests = [];
  system = createActor(testSystem).start();
  cart = system.getSnapshot().children.cart as ActorRefFrom<typeof machine>;
  ui = system.getSnapshot().children.ui as ActorRefFrom<typeof uiMachine>;
  current.cart = cart;
  current.ui = ui;
  current.settings = defaultSettings;
});
afterEach(() => {
  cleanup();
  system.stop();
});

describe('CartPanel', () => {
  it('shows the empty state while the cart is not loaded, and for an empty cart', async () => {
    renderPanel();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    await loadCart(storeCart([]));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy();
  });

  it('lists the lines with their options, prices and quantities, and the totals', async () => {
    await loadCart(storeCart([line(), hoodieLine]));
    renderPanel();
    const lines = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Linen Shirt' }).getAttribute('href')).toBe('/product/linen-shirt');
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Linen Shirt' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Hoodie' }) as HTMLInputElement).value).toBe('1');
    expect(within(lines[1]!).getByText('Color: Navy · Size: M')).toBeTruthy();
    expect(within(lines[0]!).getByText('€40.00 each')).toBeTruthy();
    // − at 1 is disabled: taking the last one out is the remove button's job.
    expect(screen.getByRole('button', { name: 'Decrease quantity of Hoodie' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Linen Shirt' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Linen Shirt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move to wishlist: Linen Shirt' })).toBeTruthy();
    const totals = document.querySelector('.cart-totals')!;
    expect(totals.getAttribute('aria-live')).toBe('polite');
    expect(totals.textContent).toContain('Total€133.90');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  it('shows a + at once, with the badge, and sends the new quantity to the store', async () => {
    await loadCart(storeCart([line(), hoodieLine]));
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt' }));
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Linen Shirt' }) as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeTruthy();
    expect(panelBody().getAttribute('aria-busy')).toBe('true');
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'quantity', key: 'line-shirt', quantity: 3 }]);
    await act(async () => requests[0]!.answer(storeCart([line({ quantity: 3, subtotal: '€120.00' }), hoodieLine])));
    expect(panelBody().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('€120.00')).toBeTruthy();
  });

  it('takes a typed quantity on Enter, up to the line’s limit, and says so', async () => {
    await loadCart(storeCart([line()]));
    renderPanel();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Linen Shirt' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('5');
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'quantity', key: 'line-shirt', quantity: 5 }]);
    expect(screen.getByRole('button', { name: 'Increase quantity of Linen Shirt' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only 5 can be ordered.').getAttribute('role')).toBe('status');
  });

  it('removes a line at once, and brings it back with the store’s message when the store refuses', async () => {
    await loadCart(storeCart([line(), hoodieLine]));
    renderPanel();
    const remove = screen.getByRole('button', { name: 'Remove Hoodie' });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole('link', { name: 'Hoodie' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Linen Shirt' }));
    expect(requests[0]!.change).toEqual({ kind: 'quantity', key: 'line-hoodie', quantity: 0 });
    await act(async () => requests[0]!.refuse('The cart could not be updated.'));
    expect(screen.getByRole('link', { name: 'Hoodie' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The cart could not be updated.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out "Move to wishlist" when showMoveToWishlist is off', async () => {
    await loadCart(storeCart([line()]));
    renderPanel({ showMoveToWishlist: false });
    expect(screen.getByRole('button', { name: 'Remove Linen Shirt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move to wishlist/ })).toBeNull();
  });

  it('applies a coupon code, busy until the store answers, and shows a refusal under the form', async () => {
    await loadCart(storeCart([line()]));
    renderPanel();
    const code = screen.getByRole('textbox', { name: 'Coupon code' });
    fireEvent.change(code, { target: { value: ' save10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'applyCoupon', code: 'save10' }]);
    expect(screen.getByRole('button', { name: 'Applying…' }).hasAttribute('disabled')).toBe(true);
    await act(async () => requests[0]!.refuse('Coupon "save10" does not exist!'));
    const coupon = screen.getByRole('region', { name: 'Coupons' });
    expect(within(coupon).getByRole('alert').textContent).toBe('Coupon "save10" does not exist!');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(false);
  });

  it('lists the applied coupons with their discount, and the discount in the totals', async () => {
    await loadCart(
      storeCart([line()], {
        appliedCoupons: [{ code: 'save10', description: null, discountAmount: '€8.00', freeShippingOnly: false }],
        hasDiscount: true,
        discountTotal: '€8.00',
      }),
    );
    renderPanel();
    const applied = screen.getByRole('list', { name: 'Applied coupons' });
    expect(applied.textContent).toContain('save10');
    expect(applied.textContent).toContain('−€8.00');
    expect(document.querySelector('.cart-totals')!.textContent).toContain('Discount−€8.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon save10' }));
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'removeCoupon', code: 'save10' }]);
  });

  it('names a free-shipping coupon so instead of a discount of nothing', async () => {
    await loadCart(storeCart([line()], { appliedCoupons: [{ code: 'freeship', description: null, discountAmount: '€0.00', freeShippingOnly: true }] }));
    renderPanel();
    const applied = screen.getByRole('list', { name: 'Applied coupons' });
    expect(applied.textContent).toContain('freeshipFree shipping');
    expect(applied.textContent).not.toContain('€0.00');
  });

  it('chooses where to ship and how', async () => {
    await loadCart(storeCart([line()], { location: { country: 'US', state: 'CA' }, states: [{ code: 'CA', name: 'California' }, { code: 'NY', name: 'New York' }] }));
    renderPanel();
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect([...country.options].map((option) => option.textContent)).toEqual(['France', 'Germany', 'United States']);
    fireEvent.change(screen.getByRole('combobox', { name: 'State / County' }), { target: { value: 'NY' } });
    fireEvent.click(screen.getByRole('radio', { name: /Free shipping/ }));
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'location', location: { country: 'US', state: 'NY' } }]);
    // The shipping choice waits its turn behind the address.
    expect(cart.getSnapshot().context.queue).toEqual([{ kind: 'shippingMethod', methodId: 'free_shipping:2' }]);
  });

  it('says so when no shipping rate is available', async () => {
    await loadCart(storeCart([line()], { shippingRates: [], chosenShippingMethod: null }));
    renderPanel();
    expect(screen.getByText('No shipping method is available for this address.')).toBeTruthy();
  });

  it('shows nothing about shipping for a cart that needs none', async () => {
    await loadCart(storeCart([line()], { needsShipping: false }));
    renderPanel();
    expect(screen.queryByRole('region', { name: 'Shipping' })).toBeNull();
    expect(document.querySelector('.cart-totals')!.textContent).not.toContain('Shipping');
  });
});

describe('server render', () => {
  // The cart lives in the browser's session: the server renders none, and hydration must match it.
  it('renders an empty cart and a button that waits for its code, whatever the actor holds', async () => {
    await loadCart(storeCart([line()]));
    showProduct(mug);
    // The header's count needs no such care: there is no cart actor on the server or while hydrating.
    const html = renderToString(
      <>
        <CartPanel />
        <AddToCart product={mug} />
      </>,
    );
    expect(html).toContain('Your cart is empty');
    expect(html).not.toContain('Linen Shirt');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).not.toContain('in your cart');
  });

  // A card hydrates later than the page when it is in a deferred part (a product page's related
  // products), and the cart may have started by then: React keeps the server's attributes where the
  // hydrating render differs, so a button that read the cart there stayed marked disabled for good.
  it("hydrates a card's button as served, and enables it once the cart is there", async () => {
    await loadCart(storeCart([]));
    const started = current.cart;
    current.cart = null;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddToCartButton product={shirt} />);
    expect(container.querySelector('button')!.getAttribute('aria-disabled')).toBe('true');
    document.body.append(container);
    current.cart = started;
    const root = await act(async () => hydrateRoot(container, <AddToCartButton product={shirt} />));
    try {
      expect(container.querySelector('button')!.hasAttribute('aria-disabled')).toBe(false);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('AddToCartButton (product card)', () => {
  it('adds one unit and says it is adding until the store answers', async () => {
    await loadCart(storeCart([]));
    render(<AddToCartButton product={shirt} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Linen Shirt to cart' }));
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'add', item: { productId: 1, quantity: 1 } }]);
    const button = screen.getByRole('button', { name: 'Adding Linen Shirt to cart…' });
    fireEvent.click(button);
    expect(requests).toHaveLength(1);
    await act(async () => requests[0]!.answer(storeCart([line({ quantity: 1 })])));
    // Once the cart has it, the card says so for a moment: on the button, and aloud.
    const added = screen.getByRole('button', { name: 'Add Linen Shirt to cart' });
    expect(added.textContent).toContain('Added');
    expect(added.hasAttribute('data-added')).toBe(true);
    expect(screen.getByText('Linen Shirt added to your cart').getAttribute('aria-live')).toBe('polite');
  });

  it('says nothing of an add the store refused', async () => {
    await loadCart(storeCart([]));
    render(<AddToCartButton product={shirt} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Linen Shirt to cart' }));
    await act(async () => requests[0]!.refuse('Out of stock'));
    expect(screen.getByRole('button', { name: 'Add Linen Shirt to cart' }).textContent).not.toContain('Added');
    expect(screen.queryByText(/added to your cart/)).toBeNull();
  });
});

describe('AddToCart (product page)', () => {
  function renderFor(page: typeof hoodie) {
    const productActor = showProduct(page);
    render(<AddToCart product={page} />);
    return productActor;
  }

  it('adds the chosen variation with its attributes as the store names them', async () => {
    await loadCart(storeCart([]));
    renderFor(hoodie);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(requests.map((request) => request.change)).toEqual([
      {
        kind: 'add',
        item: {
          productId: 10,
          quantity: 2,
          variationId: 11,
          variation: [
            { attributeName: 'pa_color', attributeValue: 'navy' },
            { attributeName: 'pa_size', attributeValue: 'm' },
          ],
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Adding...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => requests[0]!.answer(storeCart([hoodieLine])));
    expect(screen.getByRole('status').textContent).toContain('1 in your cart');
  });

  it('waits for a complete choice', async () => {
    const choice = renderFor(hoodie);
    act(() => choice.send({ type: 'CLEAR_CHOICES' }));
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Choose options')).toBeTruthy();
  });

  it('adds a simple product, no more than its stock', async () => {
    await loadCart(storeCart([]));
    renderFor(mug);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(requests.map((request) => request.change)).toEqual([{ kind: 'add', item: { productId: 20, quantity: 4 } }]);
  });

  it('shows the store’s refusal', async () => {
    await loadCart(storeCart([]));
    renderFor(mug);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(async () => requests[0]!.refuse('You cannot add that amount to the cart.'));
    expect(screen.getByRole('alert').textContent).toBe('You cannot add that amount to the cart.');
  });

  it('is not offered for a sold-out product', () => {
    renderFor({ ...mug, stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});
