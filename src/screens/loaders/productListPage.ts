// A page of a listing, computed from the full list: the category scope, then the listing query
// (filters, search, sorting), then the page. Pure, so the server renders list pages with it and
// the browser computes the same pages from its own copy of the list (browser/navigation/localListPage.ts).
import { applyListing } from '../../domain/catalog/listing/applyListing';
import { toSummary, type CatalogList } from '../../domain/catalog/listing/catalogList';
import { listingFacets } from '../../domain/catalog/listing/facets';
import { parseListingQuery } from '../../domain/catalog/listing/listingQuery';
import type { ListingFacets, ListingQuery } from '../../domain/catalog/listing/types';
import type { Category } from '../../domain/catalog/types';
import { routePath } from '../../routes';
import type { PageContext } from './context';
import { breadcrumbJsonLd, makeHead } from './head';
import { notFound } from './notFound';
import type { ProductListData } from '../productList';
import type { Loaded, NotFound } from '../screen';

// The listing logic indexes each list once (applyListing caches by list identity), so a category's
// products are kept as one list per catalog list rather than filtered anew for every page.
const categoryScopes = new WeakMap<CatalogList, Map<string, CatalogList['products']>>();

function categoryScope(list: CatalogList, slug: string): CatalogList['products'] {
  let scopes = categoryScopes.get(list);
  if (!scopes) categoryScopes.set(list, (scopes = new Map()));
  let scope = scopes.get(slug);
  if (!scope) scopes.set(slug, (scope = list.products.filter((product) => product.categories.some((c) => c.slug === slug))));
  return scope;
}

// Facets depend on the scope only (the panel offers what the listing holds, whatever is ticked),
// so each scope's are counted once.
const scopeFacets = new WeakMap<CatalogList['products'], ListingFacets>();

export function facetsOf(scope: CatalogList['products'], list: CatalogList): ListingFacets {
  let facets = scopeFacets.get(scope);
  if (!facets) scopeFacets.set(scope, (facets = listingFacets(scope, list.names)));
  return facets;
}

// The pages of one listing share its results: the last query's are kept for each scope, so the
// browser's next page of a 10,000-product search is a slice, not the search and sort again.
const lastResults = new WeakMap<CatalogList['products'], { key: string; results: CatalogList['products'] }>();

/** The products a listing shows, in its order: of the whole list, or of one category's products. */
export function listingResultsOf(list: CatalogList, categorySlug: string | null, query: ListingQuery): CatalogList['products'] {
  return listingResults(categorySlug === null ? list.products : categoryScope(list, categorySlug), query);
}

function listingResults(scope: CatalogList['products'], query: ListingQuery): CatalogList['products'] {
  const key = JSON.stringify(query);
  const last = lastResults.get(scope);
  if (last?.key === key) return last.results;
  const results = applyListing(scope, query);
  lastResults.set(scope, { key, results });
  return results;
}

/** Page numbers are positive integers written plainly ('2', not '02' or '2.0'). */
export function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export function productListPage(
  ctx: PageContext,
  pageNumber: string | undefined,
  source: { list: CatalogList; category: Category | null },
): Loaded<'productList', ProductListData> | NotFound {
  const page = parsePageNumber(pageNumber);
  if (page === null) return notFound(ctx);
  const { list, category } = source;
  const scope = category ? categoryScope(list, category.slug) : list.products;
  const query = parseListingQuery(ctx.query);
  const results = listingResults(scope, query);
  const perPage = ctx.settings.productsPerPage;
  const pageCount = Math.max(1, Math.ceil(results.length / perPage));
  if (page > pageCount) return notFound(ctx);

  const basePath = category ? routePath('category', { categorySlug: category.slug }) : routePath('products');
  const canonicalPath =
    page === 1
      ? basePath
      : category
        ? routePath('categoryPage', { categorySlug: category.slug, pageNumber: page })
        : routePath('productsPage', { pageNumber: page });
  const store = ctx.settings.storeName;
  const title = category
    ? page === 1
      ? ctx.t('meta.categoryTitle', { name: category.name })
      : ctx.t('meta.categoryPageTitle', { name: category.name, page })
    : page === 1
      ? ctx.t('meta.productsTitle')
      : ctx.t('meta.productsPageTitle', { page });
  const crumbs = [{ name: ctx.t('breadcrumb.home'), path: '/' }];
  crumbs.push(category ? { name: category.name, path: basePath } : { name: ctx.t('meta.productsTitle'), path: basePath });

  return {
    view: 'productList',
    status: 200,
    data: {
      products: results.slice((page - 1) * perPage, page * perPage).map(toSummary),
      total: results.length,
      page,
      pageCount,
      perPage,
      category,
      query,
      facets: facetsOf(scope, list),
    },
    head: makeHead(ctx, {
      title,
      description: category ? ctx.t('meta.categoryDescription', { name: category.name, store }) : ctx.t('meta.productsDescription', { store }),
      canonicalPath,
      jsonLd: [breadcrumbJsonLd(ctx, crumbs)],
      image: category?.image?.src ?? null,
      // Filtered and searched variants are the same listing for search engines.
      robots: ctx.query.size > 0 ? 'noindex, follow' : null,
    }),
  };
}
