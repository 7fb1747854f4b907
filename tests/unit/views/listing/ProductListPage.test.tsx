// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingQuery } from '../../../../src/domain/catalog/listing/types';
import type { ProductListData } from '../../../../src/screens/productList';
import type { StoreSettings } from '../../../../common/settings';
import ProductListPage from '../../../../src/views/catalog/ProductListPage';
import { preloadDeferredParts } from '../../../../src/views/deferredPart';
import { loadEnglish, product } from '../support';
import { catalogSnapshot, facets, fakes, listingQuery, resetFakes, uiSnapshot } from './support';

vi.mock('../../../../src/machines/react', async () => (await import('./support')).machinesModule);

function pageData(overrides: Partial<ProductListData> = {}): ProductListData {
  return {
    products: [product()],
    total: 1,
    page: 1,
    pageCount: 1,
    perPage: 24,
    category: null,
    query: listingQuery(),
    facets,
    ...overrides,
  };
}

function renderPage(query: ListingQuery, data: Partial<ProductListData> = {}, settings: Partial<StoreSettings> = {}) {
  resetFakes(query, settings);
  return render(<ProductListPage data={pageData({ query, ...data })} />);
}

const sidebar = () => screen.queryByRole('complementary', { name: 'Filters' });
const filtersButton = () => screen.queryByRole('button', { name: /^Filters/ });

// jsdom has no media queries: the window is narrow, as on a phone.
function narrowWindow() {
  window.matchMedia = ((media: string) =>
    ({ media, matches: false, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

describe('ProductListPage', () => {
  beforeAll(async () => {
    narrowWindow();
    await loadEnglish();
    // The filter drawer's code comes after the first paint; a navigation loads it first, as here.
    await preloadDeferredParts();
  });
  beforeEach(() => resetFakes());
  afterEach(cleanup);

  it('puts the filters beside the results, and sort and count above them', () => {
    renderPage(listingQuery());
    expect(within(sidebar()!).getByRole('group', { name: 'Category' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing the single product');
  });

  it('hides the filter panel and its button when the store turns showFilters off', () => {
    renderPage(listingQuery(), {}, { showFilters: false });
    expect(sidebar()).toBeNull();
    expect(filtersButton()).toBeNull();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('hides the sort menu when the store turns showOrderByDropdown off', () => {
    renderPage(listingQuery(), {}, { showOrderByDropdown: false });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(sidebar()).not.toBeNull();
  });

  it('opens the filter drawer from a button that counts the active filters', () => {
    renderPage(listingQuery({ search: 'tee', filters: { onSale: true, categories: ['hoodies'] } }));
    // The search is not one of the panel's filters.
    const button = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(fakes.ui.send).toHaveBeenCalledWith({ type: 'OPEN_FILTERS' });
  });

  it('shows the filters in a dialog while the drawer is open, and closes it from there', () => {
    renderPage(listingQuery({ filters: { onSale: true } }), { total: 7 });
    act(() => fakes.ui.update(uiSnapshot(true)));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(filtersButton()!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show 7 products' }));
    expect(fakes.ui.send).toHaveBeenCalledWith({ type: 'CLOSE_FILTERS' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(fakes.catalog.send).toHaveBeenCalledWith({ type: 'CLEAR_FILTERS' });
  });

  it('says what the results are for when a search is active', () => {
    renderPage(listingQuery({ search: 'hoodie' }));
    expect(screen.getByText('Results for “hoodie”')).toBeTruthy();
  });

  it('marks the results busy while a change waits to be applied', () => {
    renderPage(listingQuery());
    const results = screen.getByRole('heading', { name: 'Linen Shirt' }).closest('[aria-busy]')!;
    expect(results.getAttribute('aria-busy')).toBe('false');
    act(() => fakes.catalog.update(catalogSnapshot(listingQuery({ filters: { onSale: true } }), true)));
    expect(results.getAttribute('aria-busy')).toBe('true');
  });

  it("offers 'Clear filters' when filters or a search found nothing", () => {
    renderPage(listingQuery({ search: 'zzz' }), { products: [], total: 0 });
    const message = "No products found. Try adjusting your search or filter to find what you're looking for.";
    expect(screen.getByText(message, { selector: 'p' })).toBeTruthy();
    // The live region says it too, for whoever cannot see the list change.
    expect(screen.getByRole('status').textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(fakes.catalog.send).toHaveBeenCalledWith({ type: 'CLEAR_FILTERS' });
  });

  it('offers all products instead when an unfiltered category is empty', () => {
    const category = { databaseId: 3, slug: 'bags', name: 'Bags', description: '', count: 0, image: null };
    renderPage(listingQuery(), { products: [], total: 0, category } as Partial<ProductListData>);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe('/products');
  });
});
