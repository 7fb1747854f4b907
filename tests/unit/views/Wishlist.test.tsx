// @vitest-environment jsdom
// The wishlist's views: the save button and the page, on a real wishlist actor with a fake stored list,
// and a real cart actor whose requests are kept to be looked at.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../../../src/machines/cart';
import { isAdding } from '../../../src/machines/cartSelectors';
import { wishlistMachine, type WishlistEvent } from '../../../src/machines/wishlist';
import { defaultSettings } from '../../../common/settings';
import { WishlistButton } from '../../../src/views/wishlist/WishlistButton';
import WishlistPage from '../../../src/views/wishlist/WishlistPage';
import { loadEnglish, product } from './support';

const current = vi.hoisted(() => ({ wishlist: undefined as unknown, cart: undefined as unknown }));
vi.mock('../../../src/machines/react', async () => {
  const { uiMachine } = await import('../../../src/machines/ui');
  const ui = createActor(uiMachine).start();
  return {
    useWishlist: () => current.wishlist,
    useCart: () => current.cart,
    useUi: () => ui,
    useSettings: () => defaultSettings,
  };
});

let readStored: ((event: WishlistEvent) => void) | undefined;
const machine = wishlistMachine.provide({
  actors: { storedWishlist: fromCallback<WishlistEvent>(({ sendBack }) => void (readStored = sendBack)) },
  actions: { saveWishlist: () => {} },
});

const shirt = product();
const scarf = product({ databaseId: 2, slug: 'wool-scarf', name: 'Wool Scarf' });
let actor: ActorRefFrom<typeof machine>;

function readList(items = [scarf, shirt]) {
  act(() => {
    actor.send({ type: 'HYDRATED' });
    readStored!({ type: 'STORED', items });
  });
}

beforeAll(loadEnglish);

let cart: ActorRefFrom<typeof cartMachine>;
beforeEach(() => {
  actor = createActor(machine, { input: { endpoint: '/graphql', onWishlistPage: false } }).start();
  current.wishlist = actor;
  cart = createActor(cartMachine, { input: { endpoint: '/graphql', autoOpenCart: false, debug: false } }).start();
  current.cart = cart;
});
afterEach(() => {
  cleanup();
  actor.stop();
  cart.stop();
});

describe('WishlistButton', () => {
  it('offers to save until the list is read, and still adds', () => {
    render(<WishlistButton variant="card" product={shirt} />);
    const button = screen.getByRole('button', { name: 'Save Linen Shirt to wishlist' });
    fireEvent.click(button);
    readList([scarf]);
    expect(button.getAttribute('aria-label')).toBe('Remove Linen Shirt from wishlist');
    expect(actor.getSnapshot().context.items.map((item) => item.slug)).toEqual(['linen-shirt', 'wool-scarf']);
  });

  it('says "Saved" on the product page once saved, and how to undo it', () => {
    readList([]);
    render(<WishlistButton variant="page" product={shirt} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    const saved = screen.getByRole('button', { name: 'Saved: remove from wishlist' });
    expect(saved.textContent).toBe('Saved');
    fireEvent.click(saved);
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeTruthy();
  });
});

describe('WishlistPage', () => {
  it('shows a quiet frame until the list is read, when the browser said it keeps one', () => {
    render(<WishlistPage data={{ empty: false }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your wishlist…');
    expect(screen.queryByRole('heading', { name: 'Your wishlist is empty' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty wishlist before the list is read, when the browser said it keeps none, and keeps it once read', () => {
    render(<WishlistPage data={{ empty: true }} />);
    const emptyText = screen.getByText('Save the products you like with the heart and find them here later.');
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your wishlist is empty');
    readList([]);
    // The same element: the text painted first is the one that stays.
    expect(screen.getByText('Save the products you like with the heart and find them here later.')).toBe(emptyText);
  });

  it('shows the stored items once read, though the browser said it keeps none', () => {
    render(<WishlistPage data={{ empty: true }} />);
    readList();
    expect(screen.queryByRole('heading', { name: 'Your wishlist is empty' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 items');
  });

  it('lists the items newest first, removes one, and clears the rest', () => {
    render(<WishlistPage data={{ empty: false }} />);
    readList();
    expect(screen.getByRole('status').textContent).toBe('2 items');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/product/wool-scarf', '/product/linen-shirt']);
    const removeScarf = screen.getByRole('button', { name: 'Remove Wool Scarf from wishlist' });
    removeScarf.focus();
    fireEvent.click(removeScarf);
    expect(screen.getByRole('status').textContent).toBe('1 item');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Linen Shirt from wishlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear wishlist' }));
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your wishlist is empty');
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe('/products');
  });

  it('takes a simple product to the cart in one click, and a variable one to its page to choose options', () => {
    const hoodie = product({ databaseId: 3, slug: 'hoodie', name: 'Hoodie', type: 'VARIABLE' });
    const soldOut = product({ databaseId: 4, slug: 'cap', name: 'Cap', stockStatus: 'OUT_OF_STOCK' });
    render(<WishlistPage data={{ empty: false }} />);
    readList([shirt, hoodie, soldOut]);
    const add = screen.getByRole('button', { name: 'Add to cart', description: 'Linen Shirt' });
    fireEvent.click(add);
    expect(isAdding(cart.getSnapshot().context, shirt.databaseId)).toBe(true);
    expect(add.textContent).toBe('Adding...');
    const options = screen.getByRole('link', { name: 'Choose options', description: 'Hoodie' });
    expect(options.getAttribute('href')).toBe('/product/hoodie');
    // The sold-out cap offers neither.
    expect(document.querySelectorAll('.wishlist-item__add')).toHaveLength(2);
  });
});
