// The filters and search a query has in force, each with the event that takes it away again:
// the chips above the results, the count on the Filters button, and whether 'Clear' is offered.
import type { ListingFacets, ListingQuery } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';
import { formatPrice } from '../../i18n/format';
import { tCount } from '../ui/plural';
import { attributeLabel } from './facetTerms';

export type RemoveEvent =
  | { type: 'TOGGLE_TERM'; taxonomy: string; slug: string }
  | { type: 'SET_PRICE'; min: null; max: null }
  | { type: 'SET_RATING'; rating: null }
  | { type: 'SET_ON_SALE'; onSale: false }
  | { type: 'SET_SEARCH'; search: '' };

export interface ActiveFilter {
  id: string;
  label: string;
  /** True for the search term, which is not one of the panel's filters. */
  isSearch: boolean;
  remove: RemoveEvent;
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return t('filters.priceBetween', { min: formatPrice(min), max: formatPrice(max) });
  if (min !== null) return t('filters.priceFrom', { min: formatPrice(min) });
  return t('filters.priceUpTo', { max: formatPrice(max ?? 0) });
}

/**
 * Everything `query` narrows the list by. `routeCategory` is the category page's own category:
 * the route implies it, so it is never shown as something to remove.
 */
export function activeFilters(query: ListingQuery, facets: ListingFacets, routeCategory: string | null = null): ActiveFilter[] {
  const { filters } = query;
  const active: ActiveFilter[] = [];
  if (query.search) {
    active.push({
      id: 'search',
      label: t('filters.searchChip', { search: query.search }),
      isSearch: true,
      remove: { type: 'SET_SEARCH', search: '' },
    });
  }
  for (const slug of filters.categories) {
    if (slug === routeCategory) continue;
    const name = facets.categories.find((category) => category.slug === slug)?.name ?? slug;
    active.push({ id: `category:${slug}`, label: name, isSearch: false, remove: { type: 'TOGGLE_TERM', taxonomy: 'category', slug } });
  }
  if (filters.price.min !== null || filters.price.max !== null) {
    active.push({
      id: 'price',
      label: priceLabel(filters.price.min, filters.price.max),
      isSearch: false,
      remove: { type: 'SET_PRICE', min: null, max: null },
    });
  }
  for (const [taxonomy, slugs] of Object.entries(filters.attributes)) {
    const facet = facets.attributes.find((attribute) => attribute.taxonomy === taxonomy);
    const label = attributeLabel(facet ?? { taxonomy, label: taxonomy.replace(/^pa_/, '') });
    for (const slug of slugs) {
      const term = facet?.terms.find((candidate) => candidate.slug === slug)?.name ?? slug;
      active.push({
        id: `${taxonomy}:${slug}`,
        label: t('filters.termChip', { attribute: label, term }),
        isSearch: false,
        remove: { type: 'TOGGLE_TERM', taxonomy, slug },
      });
    }
  }
  if (filters.rating !== null) {
    active.push({
      id: 'rating',
      label: tCount('filters.ratingChip', filters.rating),
      isSearch: false,
      remove: { type: 'SET_RATING', rating: null },
    });
  }
  if (filters.onSale) {
    active.push({ id: 'on-sale', label: t('filters.onSale'), isSearch: false, remove: { type: 'SET_ON_SALE', onSale: false } });
  }
  return active;
}
