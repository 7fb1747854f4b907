// @vitest-environment jsdom
// The wishlist's views: the toggle button and the page, on a real wishlist actor with a fake stored list.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import type { PagePayload } from '../../../src/screens/loaders/types';
import { wishlistMachine, type WishlistEvent } from '../../../src/machines/wishlist';
import { defaultSettings } from '../../../common/settings';
import { WishlistButton } from '../../../src/views/wishlist/WishlistButton';
import WishlistPage from '../../../src/views/wishlist/WishlistPage';
import { loadEnglish, product } from './support';

const current = vi.hoisted(() => ({ wishlist: undefined as unknown }));
vi.mock('../../../src/machines/react', () => ({
  useWishlist: () => current.wishlist,
  useSettings: () => defaultSettings,
}));

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
const contactPage: PagePayload = {
  view: 'contact',
  route: 'contact',
  params: {},
  path: '/contact',
  locale: 'en_US',
  status: 200,
  data: null,
  head: { title: '', description: '', canonical: '', alternates: [], jsonLd: [], image: null, robots: null },
};

beforeEach(() => {
  actor = createActor(machine, { input: { endpoint: '/graphql', page: contactPage } }).start();
  current.wishlist = actor;
});
afterEach(() => {
  cleanup();
  actor.stop();
});

describe('WishlistButton', () => {
  it('is an unpressed toggle until the list is read, and still adds', () => {
    render(<WishlistButton variant="card" product={shirt} />);
    const button = screen.getByRole('button', { name: 'Save Linen Shirt to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    readList([scarf]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(actor.getSnapshot().context.items.map((item) => item.slug)).toEqual(['linen-shirt', 'wool-scarf']);
  });

  it('toggles with the same name, icon and text on the product page', () => {
    readList([]);
    render(<WishlistButton variant="page" product={shirt} />);
    const button = screen.getByRole('button', { name: 'Save to wishlist' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('WishlistPage', () => {
  it('shows a quiet frame until the list is read', () => {
    render(<WishlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your wishlist…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists the items newest first, removes one, and clears the rest', () => {
    render(<WishlistPage />);
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
});
