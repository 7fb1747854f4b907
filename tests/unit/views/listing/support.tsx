// Fakes for the listing views: a catalog, a ui and a wishlist actor whose snapshots a test sets and whose sent
// events it reads, and a module to stand in for src/machines/react. A test file mocks it with
//   vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);
import { vi } from 'vitest';
import type { ListingFacets, ListingQuery } from '../../../../src/domain/catalog/listing/types';
import type { PagePayload } from '../../../../src/screens/loaders/types';
import { defaultSettings, type StoreSettings } from '../../../../common/settings';

type Listener = { next: () => void };

/** An actor as useSelector sees it: a snapshot to read, subscribers to tell, and a send spy. */
function fakeActor<S>(initial: S) {
  let snapshot = initial;
  const listeners = new Set<Listener>();
  return {
    send: vi.fn(),
    getSnapshot: () => snapshot,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    /** Replaces the snapshot and tells the subscribers, as the actor would after a transition. */
    update(next: S) {
      snapshot = next;
      listeners.forEach((listener) => listener.next());
    },
  };
}

export function catalogSnapshot(query: ListingQuery, pending = false, priceReversed = false) {
  return { context: { query, priceReversed }, hasTag: (tag: string) => tag === 'pending' && pending };
}

export function uiSnapshot(filtersOpen = false) {
  return { matches: (state: Record<string, string>) => filtersOpen && state.filters === 'open', context: { added: null } };
}

export const fakes = {
  catalog: fakeActor(catalogSnapshot(listingQuery())),
  /** False: the catalog's code has not arrived yet (the header's search on a page other than a list). */
  catalogStarted: true,
  ui: fakeActor(uiSnapshot()),
  // Product cards carry a wishlist heart: an empty list.
  wishlist: fakeActor({ context: { items: [] } }),
  // …and a quick-add button: a cart not loaded yet.
  cart: fakeActor({ context: { cart: null, queue: [], running: null, error: null } }),
  settings: { ...defaultSettings } as StoreSettings,
};

/** Fresh actors for a test: the catalog showing `query`, the filter drawer closed, default settings. */
export function resetFakes(query: ListingQuery = listingQuery(), settings: Partial<StoreSettings> = {}) {
  fakes.catalog = fakeActor(catalogSnapshot(query));
  fakes.catalogStarted = true;
  fakes.ui = fakeActor(uiSnapshot());
  fakes.settings = { ...defaultSettings, ...settings };
}

export const machinesModule = {
  useCatalog: () => fakes.catalog,
  useStartedCatalog: () => (fakes.catalogStarted ? fakes.catalog : null),
  useUi: () => fakes.ui,
  useWishlist: () => fakes.wishlist,
  useCart: () => fakes.cart,
  useSettings: () => fakes.settings,
  usePage: () => ({ locale: 'en_US', path: '/products' }) as PagePayload,
};

export function listingQuery(overrides: { filters?: Partial<ListingQuery['filters']> } & Partial<Omit<ListingQuery, 'filters'>> = {}): ListingQuery {
  const { filters, ...rest } = overrides;
  return {
    filters: { categories: [], price: { min: null, max: null }, rating: null, onSale: false, attributes: {}, ...filters },
    search: '',
    orderby: 'date',
    order: 'DESC',
    ...rest,
  };
}

export const facets: ListingFacets = {
  categories: [
    { slug: 'hoodies', name: 'Hoodies', count: 6 },
    { slug: 't-shirts', name: 'T-shirts', count: 9 },
  ],
  attributes: [
    {
      taxonomy: 'pa_color',
      label: 'Color',
      terms: [
        { slug: 'black', name: 'Black', count: 5 },
        { slug: 'green', name: 'Forest Green', count: 3 },
      ],
    },
    {
      taxonomy: 'pa_size',
      label: 'Size',
      terms: [
        { slug: 's', name: 'S', count: 4 },
        { slug: 'm', name: 'M', count: 4 },
      ],
    },
  ],
  price: { min: 9.5, max: 120 },
};
