// The listing query and its URL (`filter`, `search`, `orderby`, `order`; SPEC §2, §9), and the
// small immutable edits the filter panel, search box and sort menu make to it. Every query this
// module hands out is normalised the way the URL writes it, so a query survives a reload unchanged.
import {
  emptyFilters,
  formatFilterParam,
  isAttributeTaxonomy,
  isFilterValue,
  normalizePriceRange,
  normalizeRating,
  parseFilterParam,
} from './filterParam';
import { maxSearchLength } from '../../../../common/searchRules';
import type { ListingFilters, ListingQuery, SortKey, SortOrder } from './types';

const sortKeys: readonly SortKey[] = ['date', 'price', 'rating', 'discount', 'alphabetically'];
export const defaultSort: SortKey = 'date';
export const defaultOrder: SortOrder = 'DESC';

// Defined with the filter format, which starts every parse from it; offered here with the query's other parts.
export { emptyFilters };

export function defaultListingQuery(): ListingQuery {
  return { filters: emptyFilters(), search: '', orderby: defaultSort, order: defaultOrder };
}

function normalizeSearch(value: string | null): string {
  let search = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, maxSearchLength);
  // The cut may split a surrogate pair; half a character would never match anything.
  if (/[\uD800-\uDBFF]$/.test(search)) search = search.slice(0, -1);
  return search.trimEnd();
}

function parseSortKey(value: string | null): SortKey {
  const key = value?.trim().toLowerCase();
  return sortKeys.find((sortKey) => sortKey === key) ?? defaultSort;
}

function parseSortOrder(value: string | null): SortOrder {
  const order = value?.trim().toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : defaultOrder;
}

/** Reads a listing query from URL parameters; anything unreadable falls back to its default. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return {
    filters: parseFilterParam(params.get('filter')),
    search: normalizeSearch(params.get('search')),
    orderby: parseSortKey(params.get('orderby')),
    order: parseSortOrder(params.get('order')),
  };
}

/** The URL parameters of a query: only what differs from the default, always in the same order. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  const filter = formatFilterParam(query.filters);
  if (filter) params.set('filter', filter);
  const search = normalizeSearch(query.search);
  if (search) params.set('search', search);
  if (query.orderby !== defaultSort) params.set('orderby', query.orderby);
  if (query.order !== defaultOrder) params.set('order', query.order);
  return params;
}

/** Whether two queries ask for the same listing: the same URL parameters. */
export function sameListingQuery(a: ListingQuery, b: ListingQuery): boolean {
  return a === b || listingSearchParams(a).toString() === listingSearchParams(b).toString();
}

/**
 * Whether the listing differs from the full list in its server order (SPEC §4). A filter counts when
 * the URL would carry it, so a filter the URL drops never changes what is shown either.
 */
export function isListingActive(query: ListingQuery): boolean {
  const filtered = formatFilterParam(query.filters) !== '';
  return filtered || query.search.trim() !== '' || query.orderby !== defaultSort || query.order !== defaultOrder;
}

function withFilters(query: ListingQuery, filters: Partial<ListingFilters>): ListingQuery {
  return { ...query, filters: { ...query.filters, ...filters } };
}

function toggled(slugs: readonly string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs.filter((value) => value !== slug) : [...slugs, slug].sort();
}

/** Adds a category or attribute term to the filter, or removes it when it is there already. */
export function toggleTerm(query: ListingQuery, taxonomy: 'category' | string, slug: string): ListingQuery {
  const value = slug.trim();
  if (!isFilterValue(value)) return query;
  if (taxonomy === 'category') return withFilters(query, { categories: toggled(query.filters.categories, value) });
  if (!isAttributeTaxonomy(taxonomy)) return query;
  const { [taxonomy]: current = [], ...others } = query.filters.attributes;
  const slugs = toggled(current, value);
  return withFilters(query, { attributes: slugs.length > 0 ? { ...others, [taxonomy]: slugs } : others });
}

/** Sets the price range; null leaves a side open, reversed bounds are swapped. */
export function withPrice(query: ListingQuery, min: number | null, max: number | null): ListingQuery {
  return withFilters(query, { price: normalizePriceRange(min, max) });
}

/** Sets the lowest average rating (1–5), or clears it with null. */
export function withRating(query: ListingQuery, rating: number | null): ListingQuery {
  return withFilters(query, { rating: normalizeRating(rating) });
}

export function withOnSale(query: ListingQuery, onSale: boolean): ListingQuery {
  return withFilters(query, { onSale });
}

export function withSearch(query: ListingQuery, search: string): ListingQuery {
  return { ...query, search: normalizeSearch(search) };
}

/** Sets the sort. The order is the caller's: 'Alphabetical' means A→Z (ASC), the other keys start high (DESC). */
export function withSort(query: ListingQuery, orderby: SortKey, order: SortOrder): ListingQuery {
  return { ...query, orderby, order };
}

/**
 * The 'Clear filters' action of the empty result ('No products found. Try adjusting your search or
 * filter…'). It must bring products back, and a search alone can empty the list, so it clears the
 * search as well as the filters. The sort is kept: it never hides a product.
 */
export function clearFilters(query: ListingQuery): ListingQuery {
  return { ...query, filters: emptyFilters(), search: '' };
}
