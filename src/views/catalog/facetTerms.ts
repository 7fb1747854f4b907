// What the filter panel and the active-filter chips need to know about facet terms.
import type { ListingFacets } from '../../domain/catalog/listing/types';
import { t } from '../../i18n';

export interface FacetTerm {
  slug: string;
  name: string;
  count: number;
}

/**
 * The facet's terms plus any checked term the facet no longer lists (its count fell to nothing),
 * so a checked box never vanishes from under the shopper and can always be unchecked.
 */
export function withSelected(terms: FacetTerm[], selected: string[]): FacetTerm[] {
  const known = new Set(terms.map((term) => term.slug));
  const missing = selected.filter((slug) => !known.has(slug)).map((slug) => ({ slug, name: slug, count: 0 }));
  return [...terms, ...missing];
}

/** The attribute's name in the shopper's language where the shop's own label is only English. */
export function attributeLabel(attribute: Pick<ListingFacets['attributes'][number], 'taxonomy' | 'label'>): string {
  if (attribute.taxonomy === 'pa_color') return t('filters.color');
  if (attribute.taxonomy === 'pa_size') return t('filters.size');
  return attribute.label;
}
