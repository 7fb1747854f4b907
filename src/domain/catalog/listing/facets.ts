// What the filter panel offers (ListingFacets) for a list of products: the categories and the
// global attribute terms they carry, with how many of the given products carry each, and the span
// of their highest prices, the price the price filter judges by (SPEC §5). Products carry category
// names but only term slugs, so term and taxonomy names come from a lookup (getAllTerms).
import { priceRange } from '../pricing';
import { compareNames } from './collator';
import { isAttributeTaxonomy } from './filterParam';
import type { ListingFacets } from './types';
import type { ProductSummary } from '../types';

/** How FacetNames.terms is keyed: taxonomy and slug together, as a slug repeats across taxonomies. */
export function termKey(taxonomy: string, slug: string): string {
  return `${taxonomy}:${slug}`;
}

export interface FacetNames {
  /** termKey(taxonomy, slug) → term name, in the shop's term order (the order its panel lists them). */
  terms: ReadonlyMap<string, string>;
  /** Taxonomy → label, such as pa_color → 'Color'. */
  taxonomies: ReadonlyMap<string, string>;
}

/** 'pa_fabric-type' → 'Fabric type': a readable label for a taxonomy the lookup does not know. */
function fallbackLabel(taxonomy: string): string {
  const words = taxonomy.slice('pa_'.length).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * Facets of `products`, counted over exactly that list. Categories are in name order and taxonomies
 * in label order; terms follow the lookup's order (sizes S, M, L rather than L, M, S), and terms it
 * does not know follow by slug.
 */
export function listingFacets(products: readonly ProductSummary[], names: FacetNames): ListingFacets {
  const categoryNames = new Map<string, string>();
  const categoryCounts = new Map<string, number>();
  const termCounts = new Map<string, Map<string, number>>();
  let low = Infinity;
  let high = -Infinity;

  for (const product of products) {
    // A product should list a category or term once, but its count must not depend on that.
    const seen = new Set<string>();
    for (const { slug, name } of product.categories) {
      const key = termKey('category', slug);
      if (seen.has(key)) continue;
      seen.add(key);
      increment(categoryCounts, slug);
      if (!categoryNames.has(slug)) categoryNames.set(slug, name);
    }
    for (const { taxonomy, slug } of product.terms) {
      const key = termKey(taxonomy, slug);
      if (!isAttributeTaxonomy(taxonomy) || seen.has(key)) continue;
      seen.add(key);
      let counts = termCounts.get(taxonomy);
      if (!counts) termCounts.set(taxonomy, (counts = new Map()));
      increment(counts, slug);
    }
    const range = priceRange(product.prices.price);
    if (range) {
      low = Math.min(low, range.max);
      high = Math.max(high, range.max);
    }
  }

  const termOrder = new Map([...names.terms.keys()].map((key, position) => [key, position]));
  const orderOf = (taxonomy: string, slug: string) => termOrder.get(termKey(taxonomy, slug)) ?? Infinity;

  return {
    categories: [...categoryCounts]
      .map(([slug, count]) => ({ slug, name: categoryNames.get(slug) || slug, count }))
      .sort((a, b) => compareNames(a.name, b.name) || (a.slug < b.slug ? -1 : 1)),
    attributes: [...termCounts]
      .map(([taxonomy, counts]) => ({
        taxonomy,
        label: names.taxonomies.get(taxonomy) ?? fallbackLabel(taxonomy),
        terms: [...counts]
          .map(([slug, count]) => ({ slug, name: names.terms.get(termKey(taxonomy, slug)) ?? slug, count }))
          .sort((a, b) => orderOf(taxonomy, a.slug) - orderOf(taxonomy, b.slug) || (a.slug < b.slug ? -1 : 1)),
      }))
      .sort((a, b) => compareNames(a.label, b.label) || (a.taxonomy < b.taxonomy ? -1 : 1)),
    price: high === -Infinity ? null : { min: low, max: high },
  };
}
