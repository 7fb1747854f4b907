// The most items each list of the catalog can hold as the catalog stands: how many products are
// published, the most variations any product has, the most attributes, gallery images, reviews…
// The request bounds count a catalog list as never longer than this (graphql/bounds/cost.ts), so
// a client asking `variations(first: 100)` of products that have a dozen is charged for a dozen.
//
// A few aggregate queries read them, in one statement (so they belong to the version it reads).
// Per product they count every row, shown or not (draft variations, held reviews, hidden meta):
// a bound a little loose, which no change to what the loaders show can make too tight. They
// change only with a catalog write, so each process reads them once per catalog version (the
// scheduled sales that also start a new generation lengthen no list).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { outsideLanes } from '../../../db/request-lane';
import { queryRows } from '../../../db/rows';
import type { CatalogState } from './catalog-clock';

export interface CatalogListMaxima {
  /** Published products: no page of products holds more, nor a product's related products. */
  products: number;
  variationsPerProduct: number;
  attributesPerProduct: number;
  /** An attribute's options on one product: a local one's texts, or a global one's terms. */
  valuesPerAttribute: number;
  /** The attribute values one variation (or a product's default choice) names. */
  valuesPerChoice: number;
  /** A product's terms of every taxonomy. */
  termsPerProduct: number;
  categoriesPerProduct: number;
  galleryImagesPerProduct: number;
  /** Related products share a category: at most the other products of the product's categories. */
  relatedPerProduct: number;
  reviewsPerProduct: number;
  metaPerProduct: number;
  childrenPerGroup: number;
  /** Product categories in the shop. */
  categories: number;
  /** Terms of every taxonomy in the shop. */
  terms: number;
}

/** The most rows of `rows` that share the same `key`; 0 for none. */
const mostPer = (key: SQL, rows: SQL) => sql`(select coalesce(max(n), 0) from (select count(*) as n from ${rows} group by ${key}) g)`;

const attributeTerms = sql`product_terms pt join terms t on t.id = pt.term_id and t.taxonomy <> 'product_cat'`;
const categoryTerms = sql`product_terms pt join terms t on t.id = pt.term_id and t.taxonomy = 'product_cat'`;

const publishedProducts = sql`(select count(*) from products where status = 'publish')`;

/** Related products share a category: at most the other products of each of the product's categories. */
const relatedCandidates = sql`(select coalesce(max(others), 0) from (
    select pt.product_id, sum(size.n - 1) as others
    from product_terms pt join (select pt.term_id, count(*) as n from ${categoryTerms} group by pt.term_id) size on size.term_id = pt.term_id
    group by pt.product_id
  ) r)`;

const maximaQuery = sql`select
    (select version from catalog_version where id = 1) as version,
    ${publishedProducts}::int as products,
    ${mostPer(sql`product_id`, sql`product_variations`)}::int as "variationsPerProduct",
    ${mostPer(sql`product_id`, sql`product_attributes`)}::int as "attributesPerProduct",
    greatest(
      (select coalesce(max(cardinality(options)), 0) from product_attributes),
      ${mostPer(sql`pt.product_id, t.taxonomy`, attributeTerms)}
    )::int as "valuesPerAttribute",
    greatest(
      (select coalesce(max(jsonb_array_length(attributes)), 0) from product_variations),
      (select coalesce(max(jsonb_array_length(default_attributes)), 0) from products)
    )::int as "valuesPerChoice",
    ${mostPer(sql`product_id`, sql`product_terms`)}::int as "termsPerProduct",
    ${mostPer(sql`pt.product_id`, categoryTerms)}::int as "categoriesPerProduct",
    ${mostPer(sql`product_id`, sql`product_gallery`)}::int as "galleryImagesPerProduct",
    least(${publishedProducts}, ${relatedCandidates})::int as "relatedPerProduct",
    ${mostPer(sql`product_id`, sql`reviews`)}::int as "reviewsPerProduct",
    ${mostPer(sql`product_id`, sql`product_meta`)}::int as "metaPerProduct",
    ${mostPer(sql`parent_id`, sql`grouped_product_children`)}::int as "childrenPerGroup",
    (select count(*) from terms where taxonomy = 'product_cat')::int as categories,
    (select count(*) from terms)::int as terms`;

interface Reading {
  version: number;
  maxima: CatalogListMaxima;
}

/** Reads the maxima and the catalog version they belong to. */
export async function readListMaxima(db: Database): Promise<Reading> {
  const [row] = await queryRows<CatalogListMaxima & { version: number | null }>(db, maximaQuery);
  const { version, ...maxima } = row!;
  return { version: version ?? 0, maxima };
}

/** One process's maxima of one database, read again only when the catalog's version moved. */
export class ListMaximaKeeper {
  private current: Reading | null = null;
  /** The reading under way: requests arriving together share it. */
  private reading: Promise<Reading> | null = null;

  constructor(private readonly db: Database) {}

  /** The maxima for a request that found the catalog at `state`. */
  async at(state: CatalogState): Promise<CatalogListMaxima> {
    // A reading at a later version than the request's is the catalog its resolvers will read.
    if (this.current && this.current.version >= state.version) return this.current.maxima;
    let next = await this.sharedReading();
    // A reading begun before the request's version was read may be older than it: read again.
    if (next.version < state.version) next = await readListMaxima(this.db);
    // A slower reading must not put back an older version than another one kept.
    if (!this.current || this.current.version <= next.version) this.current = next;
    return next.maxima;
  }

  private sharedReading(): Promise<Reading> {
    if (!this.reading) {
      const reading = outsideLanes(() => readListMaxima(this.db)).finally(() => {
        if (this.reading === reading) this.reading = null;
      });
      this.reading = reading;
    }
    return this.reading;
  }
}

const keepers = new WeakMap<Database, ListMaximaKeeper>();

/** The process's maxima keeper for one database. */
export function listMaximaOf(db: Database): ListMaximaKeeper {
  let keeper = keepers.get(db);
  if (!keeper) keepers.set(db, (keeper = new ListMaximaKeeper(db)));
  return keeper;
}
