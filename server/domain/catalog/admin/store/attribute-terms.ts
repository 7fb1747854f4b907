// The shop's global attributes (attribute taxonomies) and the terms of a taxonomy, as a catalog
// change finds or adds them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { queryRows } from '../../../../db/rows';
import { attributeTaxonomies, terms } from '../../../../db/schema';

export interface AttributeTaxonomy {
  id: number;
  /** Without the `pa_` of its taxonomy: `color`. */
  name: string;
  label: string;
}

export interface TermRow {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
}

export async function listAttributeTaxonomies(tx: Database): Promise<AttributeTaxonomy[]> {
  return tx.select({ id: attributeTaxonomies.id, name: attributeTaxonomies.name, label: attributeTaxonomies.label }).from(attributeTaxonomies);
}

export async function insertAttributeTaxonomy(tx: Database, name: string, label: string): Promise<AttributeTaxonomy> {
  const [row] = await tx.insert(attributeTaxonomies).values({ name, label }).returning({ id: attributeTaxonomies.id });
  return { id: row!.id, name, label };
}

/** Every term of the taxonomy, in menu order. */
export async function termsOfTaxonomy(tx: Database, taxonomy: string): Promise<TermRow[]> {
  return tx
    .select({ id: terms.id, name: terms.name, slug: terms.slug, parentId: terms.parentId })
    .from(terms)
    .where(eq(terms.taxonomy, taxonomy))
    .orderBy(asc(terms.menuOrder), asc(terms.id));
}

/** Adds terms at the end of the taxonomy's menu order. */
export async function insertTerms(
  tx: Database,
  taxonomy: string,
  rows: readonly { name: string; slug: string; parentId: number | null; description?: string }[],
): Promise<TermRow[]> {
  if (!rows.length) return [];
  const [{ next }] = await queryRows<{ next: number }>(tx, sql`select coalesce(max(menu_order) + 1, 0)::int as next from terms where taxonomy = ${taxonomy}`);
  return tx
    .insert(terms)
    .values(rows.map((row, index) => ({ taxonomy, name: row.name, slug: row.slug, parentId: row.parentId, description: row.description ?? '', menuOrder: next + index })))
    .returning({ id: terms.id, name: terms.name, slug: terms.slug, parentId: terms.parentId });
}
