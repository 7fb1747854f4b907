// What the sitemap lists of the catalog: every published product a shopper may be sent to, and
// every category that holds one, each with the date it last changed. Read in two statements and
// kept in the process's catalog cache, so renders under one catalog generation read it once.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { isoDate } from '../../../db/iso-date';
import { queryRows } from '../../../db/rows';
import { catalogCacheOf } from '../catalog-cache';
import { catalogClockOf } from './catalog-clock';

export interface SitemapEntry {
  slug: string;
  /** W3C datetime (`2025-10-01T09:00:00+00:00`). */
  modified: string;
}

export interface SitemapEntries {
  /** In the order they were created, so a new product joins the last child sitemap. */
  products: SitemapEntry[];
  /** Categories holding a listed product; `modified` is the newest of those products'. */
  categories: SitemapEntry[];
  /** The newest change of any listed product: what the home page and the lists show. Null when there is none. */
  newest: string | null;
}

// A product hidden from both the shop and search is left out, as WooCommerce's own sitemaps do:
// its page stays reachable by its link, but the shop does not offer it. Drafts and private
// products have no public page at all.
const listed = sql`p.status = 'publish' and p.catalog_visibility <> 'hidden'`;

async function readSitemapEntries(db: Database): Promise<SitemapEntries> {
  const [products, categories] = await Promise.all([
    queryRows<SitemapEntry>(db, sql`select p.slug, ${isoDate(sql`p.modified_at`)} as modified from products p where ${listed} order by p.id`),
    queryRows<SitemapEntry>(
      db,
      sql`select t.slug, ${isoDate(sql`max(p.modified_at)`)} as modified
        from terms t join product_terms pt on pt.term_id = t.id join products p on p.id = pt.product_id and ${listed}
        where t.taxonomy = 'product_cat'
        group by t.id, t.slug order by t.id`,
    ),
  ]);
  // The text form sorts as the time does (one format, all in UTC).
  const newest = products.reduce<string | null>((max, product) => (max === null || product.modified > max ? product.modified : max), null);
  return { products, categories, newest };
}

/** The sitemap's entries of the catalog as this request finds it (one small version read when cached). */
export async function loadSitemapEntries(db: Database): Promise<SitemapEntries> {
  const cache = catalogCacheOf(db);
  cache.sync((await catalogClockOf(db).read()).generation);
  const found = await cache.getMany('sitemap', ['all'], async () => new Map([['all', await readSitemapEntries(db)]]));
  return found.get('all')!;
}
