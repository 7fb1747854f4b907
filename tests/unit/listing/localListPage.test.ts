// A list page computed in the browser (src/browser/navigation/localListPage.ts) keeps the facets of
// the page on show when they are the same, as a copy from the server's payload is: the filter panel
// is then not drawn again.
import { describe, expect, it } from 'vitest';
import { localListPage } from '../../../src/browser/navigation/localListPage';
import type { CatalogList } from '../../../src/domain/catalog/listing/catalogList';
import { productListPage } from '../../../src/screens/loaders/productListPage';
import { toPayload } from '../../../src/screens/loaders/payload';
import { translator } from '../../../src/i18n';
import { matchRoute } from '../../../src/routes';
import type { PagePayload } from '../../../src/screens/loaders/types';
import { defaultSettings } from '../../../common/settings';
import { product } from './fixtures';

const origin = 'http://shop.test';
const list: CatalogList = {
  products: Array.from({ length: 60 }, (_, index) => product({ id: index + 1, categories: [index % 2 ? 'hoodies' : 'tees'], terms: [['pa_color', index % 3 ? 'navy' : 'red']] })),
  names: { terms: new Map(), taxonomies: new Map() },
};

/** The page as the server sends it: its own copy of everything, through JSON. */
function served(url: string): PagePayload {
  const parsed = new URL(url, origin);
  const match = matchRoute(parsed.pathname)!;
  const ctx = { settings: defaultSettings, origin, locale: 'en_US' as const, t: translator('en_US'), pathname: parsed.pathname, query: parsed.searchParams };
  const result = productListPage(ctx, match.params.pageNumber, { list, category: null });
  return JSON.parse(JSON.stringify(toPayload(result, match, parsed.pathname + parsed.search, 'en_US'))) as PagePayload;
}

const facetsOf = (page: PagePayload | null) => (page?.view === 'productList' ? page.data.facets : null);

describe('localListPage', () => {
  it('keeps the facets object of the page on show when the computed page has the same', () => {
    const shown = served('/products?search=product');
    const next = localListPage('/products/page/2?search=product', list, shown, defaultSettings, origin);
    expect(next?.view === 'productList' && next.data.page).toBe(2);
    expect(facetsOf(next)).toBe(facetsOf(shown));
  });

  it('gives its own facets when they differ', () => {
    const shown = served('/products');
    const other = { ...shown, data: { ...(shown.data as object), facets: { ...facetsOf(shown)!, price: { min: 1, max: 2 } } } } as PagePayload;
    const next = localListPage('/products/page/2', list, other, defaultSettings, origin);
    expect(facetsOf(next)).not.toBe(facetsOf(other));
    expect(facetsOf(next)).toEqual(facetsOf(shown));
  });
});
