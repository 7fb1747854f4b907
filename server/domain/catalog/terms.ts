// Listing the terms of the catalog's taxonomies (store/terms.ts reads them): which a request keeps,
// in the order it asks for.
import type { Database } from '../../db/connection';
import { loadTaxonomyTerms, type TermRecord } from './store/terms';

export type TermOrder = 'name' | 'slug' | 'count' | 'term_id' | 'term_order';

export interface TermListRequest {
  taxonomies: readonly string[];
  orderby?: TermOrder | null;
  order?: 'asc' | 'desc' | null;
  hideEmpty?: boolean | null;
  /** Nulls in the list (GraphQL's [String] allows them) are ignored. */
  slug?: readonly (string | null)[] | null;
}

/** SPEC §9: terms are fetched up to 100 at a time. */
export const maxTermPageSize = 100;

function compareTerms(orderby: TermOrder): (a: TermRecord, b: TermRecord) => number {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  switch (orderby) {
    case 'name':
      return (a, b) => byText(a.name.toLowerCase(), b.name.toLowerCase());
    case 'slug':
      return (a, b) => byText(a.slug, b.slug);
    case 'count':
      return (a, b) => a.count - b.count;
    case 'term_id':
      return () => 0;
    case 'term_order':
      return (a, b) => a.menuOrder - b.menuOrder;
  }
}

/**
 * The terms a request picks, counted and sorted (ties by id, in the same direction). The
 * taxonomies hold tens of terms, not thousands, so they are read whole and paged in memory.
 */
export async function listTerms(db: Database, request: TermListRequest): Promise<TermRecord[]> {
  const slugs = (request.slug ?? []).filter((slug): slug is string => slug !== null);
  const terms = await loadTaxonomyTerms(db, request.taxonomies, slugs);
  const shown = request.hideEmpty ? terms.filter((term) => term.count > 0) : terms;
  return sortTerms(shown, request);
}

/** Terms in a request's order, ties by id in the same direction (by name, ascending, when none is asked). */
export function sortTerms(terms: TermRecord[], { orderby, order }: Pick<TermListRequest, 'orderby' | 'order'>): TermRecord[] {
  const compare = compareTerms(orderby ?? 'name');
  const sign = order === 'desc' ? -1 : 1;
  return terms.sort((a, b) => sign * (compare(a, b) || a.id - b.id));
}
