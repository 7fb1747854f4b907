// Terms of the catalog's taxonomies: product categories (`product_cat`) and the global attribute
// terms (`pa_color`, `pa_size`). A term's count is the number of published products carrying it that
// the catalog shows (not those hidden or found only by search), as WooCommerce recounts its terms, so
// a category's count is the products its page lists; it is computed on read, so it cannot drift.
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { inTurns } from '../../../event-loop';
import type { Translations } from '../../translations';

export interface TermRecord {
  id: number;
  taxonomy: string;
  name: string;
  /** The name in the languages it has been translated into. */
  names: Translations;
  slug: string;
  description: string;
  parentId: number | null;
  imageId: number | null;
  menuOrder: number;
  count: number;
}

const termColumns = sql`t.id, t.taxonomy, t.name, t.names, t.slug, t.description, t.parent_id as "parentId",
  t.image_id as "imageId", t.menu_order as "menuOrder"`;

/** Terms with their counts, for the terms `where` picks (on `t`). */
function countedTerms(where: SQL): SQL {
  return sql`select ${termColumns}, coalesce(n.count, 0) as count
    from terms t
    left join (
      select pt.term_id, count(*)::int as count
      from product_terms pt join products p on p.id = pt.product_id and p.status = 'publish' and p.catalog_visibility in ('visible', 'catalog')
      where pt.term_id in (select t.id from terms t where ${where})
      group by pt.term_id
    ) n on n.term_id = t.id
    where ${where}`;
}

/**
 * Products read in one query at most. Counting the terms costs the same for a few as for all of a
 * list's (40–90 ms on 10,000 products), so a longer list reads its links in pieces of this size, a
 * turn apart (server/event-loop.ts), and counts its terms once: ten pieces of the one-query read
 * took 500 ms, where the links take ~10 ms per thousand.
 */
const productsPerQuery = 2500;

/**
 * Every term of each product, in the order they were given to it. Products share the term
 * objects: a list of thousands of products reads the few dozen terms once.
 */
export async function loadTermsOfProducts(db: Database, productIds: readonly number[]): Promise<Map<number, TermRecord[]>> {
  if (productIds.length <= productsPerQuery) return termsInOneQuery(db, productIds);
  const links = new Map<number, number[]>();
  await inTurns(productIds, productsPerQuery, async (slice) => {
    for (const [productId, termIds] of await loadTermLinks(db, slice)) links.set(productId, termIds);
  });
  const terms = await loadTermsByIds(db, [...new Set([...links.values()].flat())]);
  return new Map([...links].map(([productId, termIds]) => [productId, termIds.flatMap((id) => terms.get(id) ?? [])]));
}

async function termsInOneQuery(db: Database, productIds: readonly number[]): Promise<Map<number, TermRecord[]>> {
  // One round trip, answered as JSON text: term ids per product, and those terms with counts.
  // Tens of thousands of links decode far faster that way than as rows. The links are read once
  // (l): probing the id list again for every term costs more than the rest together.
  const [result] = await queryRows<{ json: string }>(
    db,
    sql`with l as materialized (select product_id, term_id, position from product_terms where product_id = any(${intArray(productIds)}))
    select json_build_object(
      'links', (select coalesce(json_object_agg(product_id, term_ids), '{}') from (
        select product_id, json_agg(term_id order by position, term_id) as term_ids from l group by product_id) x),
      'terms', (select coalesce(json_agg(x), '[]') from (${countedTerms(sql`t.id in (select term_id from l)`)}) x)
    )::text as json`,
  );
  const { links, terms } = JSON.parse(result!.json) as { links: Record<string, number[]>; terms: TermRecord[] };
  const byId = new Map(terms.map((term) => [term.id, term]));
  return new Map(Object.entries(links).map(([productId, termIds]) => [Number(productId), termIds.map((id) => byId.get(id)!)]));
}

/** The ids of each product's terms, in the order they were given to it. */
async function loadTermLinks(db: Database, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const [result] = await queryRows<{ json: string }>(
    db,
    sql`select coalesce(json_object_agg(product_id, term_ids), '{}')::text as json from (
      select product_id, json_agg(term_id order by position, term_id) as term_ids
      from product_terms where product_id = any(${intArray(productIds)}) group by product_id) x`,
  );
  const links = JSON.parse(result!.json) as Record<string, number[]>;
  return new Map(Object.entries(links).map(([productId, termIds]) => [Number(productId), termIds]));
}

async function loadTermsByIds(db: Database, termIds: readonly number[]): Promise<Map<number, TermRecord>> {
  const terms = await queryRows<TermRecord>(db, countedTerms(sql`t.id = any(${intArray(termIds)})`));
  return new Map(terms.map((term) => [term.id, term]));
}

/** The terms of the taxonomies (only those with one of the slugs, when any are given), counted. */
export async function loadTaxonomyTerms(db: Database, taxonomies: readonly string[], slugs: readonly string[]): Promise<TermRecord[]> {
  const slugFilter = slugs.length ? sql`and t.slug = any(${textArray(slugs)})` : sql``;
  return queryRows<TermRecord>(db, countedTerms(sql`t.taxonomy = any(${textArray(taxonomies)}) ${slugFilter}`));
}

export type TermKey = { databaseId: number } | { slug: string };

export async function findTerm(db: Database, taxonomy: string, key: TermKey): Promise<TermRecord | null> {
  const condition = 'databaseId' in key ? sql`t.id = ${key.databaseId}` : sql`t.slug = ${key.slug}`;
  const [term] = await queryRows<TermRecord>(db, countedTerms(sql`t.taxonomy = ${taxonomy} and ${condition}`));
  return term ?? null;
}
