// List pages computed in the browser from the full product list the catalog machine holds, so
// filtering, searching, sorting and paging answer at once (issue 3) with the very code the server
// renders them with. Anything it cannot compute (another route, a category it knows nothing of)
// is left to the server.
import type { CatalogList } from '../../domain/catalog/listing/catalogList';
import { translator } from '../../i18n';
import { splitLocale } from '../../i18n/locales';
import { toPayload } from '../../screens/loaders/payload';
import { listingResultsOf, productListPage } from '../../screens/loaders/productListPage';
import { parseListingQuery } from '../../domain/catalog/listing/listingQuery';
import type { ListingFacets } from '../../domain/catalog/listing/types';
import type { PagePayload } from '../../screens/loaders/types';
import { matchRoute, viewOfRoute } from '../../routes';
import type { StoreSettings } from '../../../common/settings';

/**
 * Computes the results of the listing at `url` (a list page's address), so that its next page is
 * a slice of them: what the first page change after the full list arrives would otherwise do.
 */
export function warmListing(url: string, list: CatalogList, origin: string): void {
  const parsed = new URL(url, origin);
  const match = matchRoute(splitLocale(parsed.pathname).path);
  if (!match || viewOfRoute(match.name) !== 'productList') return;
  listingResultsOf(list, match.params.categorySlug ?? null, parseListingQuery(parsed.searchParams));
}

export function localListPage(url: string, list: CatalogList, current: PagePayload, settings: StoreSettings, origin: string): PagePayload | null {
  const parsed = new URL(url, origin);
  const { locale, path: pathname } = splitLocale(parsed.pathname);
  const match = matchRoute(pathname);
  if (!match || viewOfRoute(match.name) !== 'productList' || locale !== current.locale) return null;
  let category = null;
  if (match.params.categorySlug !== undefined) {
    // A category's name, image and description come from the server; only the one shown is known here.
    const known = current.view === 'productList' ? current.data.category : null;
    if (!known || known.slug !== match.params.categorySlug) return null;
    category = known;
  }
  const result = productListPage(
    { settings, origin, locale, t: translator(locale), pathname, query: parsed.searchParams },
    match.params.pageNumber,
    { list, category },
  );
  if (result.view === 'productList' && current.view === 'productList') result.data.facets = sameFacets(result.data.facets, current.data.facets);
  return toPayload(result, match, pathname + parsed.search, locale);
}

/**
 * The facets of the page on show when a computed page has the same: the filter panel (twice, in the
 * sidebar and the drawer) is then not drawn again. The server's page comes with its own copy, so the
 * first page computed here redrew both panels (on the 10,000-product list, 61 filter inputs written
 * again), which no later page change did.
 */
function sameFacets(computed: ListingFacets, shown: ListingFacets): ListingFacets {
  return computed === shown || JSON.stringify(computed) === JSON.stringify(shown) ? shown : computed;
}
