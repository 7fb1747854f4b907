// The catalog's per-request batchers: one per relation the answer may walk. Behind them, rows
// come from the process's catalog cache when the catalog has not changed since they were read.
import type { Database } from '../../db/connection';
import { catalogCacheOf } from '../../domain/catalog/catalog-cache';
import { catalogClockOf, type CatalogState } from '../../domain/catalog/store/catalog-clock';
import { loadProductAttributes, type ProductAttributeRecord } from '../../domain/catalog/store/product-attributes';
import { readFilterOutline, type FilterOutline } from '../../domain/catalog/store/filter-outline';
import { loadGroupChildIds } from '../../domain/catalog/store/grouped-products';
import { loadGalleries, loadMediaByIds, type MediaRecord } from '../../domain/catalog/store/media';
import { loadProductMeta, type MetaRecord } from '../../domain/catalog/store/product-meta';
import { findProduct, loadProductsByIds, type ProductKey } from '../../domain/catalog/store/product-lookup';
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import { loadProductTexts, type ProductTexts } from '../../domain/catalog/store/product-texts';
import { loadRelatedIds } from '../../domain/catalog/store/related-products';
import { loadReviews, type ReviewRecord } from '../../domain/reviews/store/product-reviews';
import { loadTermsOfProducts, type TermRecord } from '../../domain/catalog/store/terms';
import { loadVariations, type VariationRecord } from '../../domain/catalog/store/variations';
import { batcher, type Batcher } from '../batcher';
import { inTurns } from '../../event-loop';

export interface CatalogLoaders {
  product: Batcher<number, ProductRecord | null>;
  texts: Batcher<number, ProductTexts | null>;
  media: Batcher<number, MediaRecord | null>;
  gallery: Batcher<number, MediaRecord[]>;
  productTerms: Batcher<number, TermRecord[]>;
  attributes: Batcher<number, ProductAttributeRecord[]>;
  variations: Batcher<number, VariationRecord[]>;
  reviews: Batcher<number, ReviewRecord[]>;
  meta: Batcher<number, MetaRecord[]>;
  /** The ids of a grouped product's published children, in order. */
  groupChildren: Batcher<number, number[]>;
  /** Related product ids, for a given list length. */
  related(limit: number): Batcher<number, number[]>;
  /** A published product by one of its keys, or null. */
  findProduct(key: ProductKey): Promise<ProductRecord | null>;
  /** The whole catalog's price ceiling and attribute filters, read once per request and per catalog generation. */
  filterOutline(): Promise<FilterOutline>;
}

/**
 * Keys asked for in one query at most. A list of 10,000 products preloads its descriptions and
 * images: in one query, the descriptions alone held the event loop for 220–370 ms on PGlite, and a
 * thousand took 16–20 ms. In pieces of this size, a turn apart (server/event-loop.ts), each query
 * takes some 40–50 ms, and a list under load needs few turns.
 */
const keysPerQuery = 2500;

function inPieces<K, V>(loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>, size: number): (keys: K[]) => Promise<ReadonlyMap<K, V>> {
  return async (keys) => {
    if (keys.length <= size) return loadMany(keys);
    const pieces = await inTurns(keys, size, loadMany);
    return new Map(pieces.flatMap((piece) => [...piece]));
  };
}

/** `state`: the catalog as the request already found it; else it is read before the first cached read. */
export function createCatalogLoaders(db: Database, state?: CatalogState): CatalogLoaders {
  const cache = catalogCacheOf(db);
  let synced: Promise<void> | null = null;
  // One version read per request, before its first cached read.
  const sync = () =>
    (synced ??= (state ? Promise.resolve(state) : catalogClockOf(db).read()).then((found) => cache.sync(found.generation)));
  const cached =
    <K, V>(relation: string, loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>, keysPerPiece = keysPerQuery) =>
    async (keys: K[]) => {
      await sync();
      return cache.getMany(relation, keys, inPieces(loadMany, keysPerPiece));
    };

  const relatedByLimit = new Map<number, Batcher<number, number[]>>();
  let outline: Promise<FilterOutline> | null = null;
  return {
    product: batcher(cached('product', (ids) => loadProductsByIds(db, ids)), null),
    texts: batcher(cached('texts', (ids) => loadProductTexts(db, ids)), null),
    media: batcher(cached('media', (ids) => loadMediaByIds(db, ids)), null),
    gallery: batcher(cached('gallery', (ids) => loadGalleries(db, ids)), []),
    // A long list's terms are read in pieces by loadTermsOfProducts itself (links apart from terms).
    productTerms: batcher(cached('productTerms', (ids) => loadTermsOfProducts(db, ids), Infinity), []),
    attributes: batcher(cached('attributes', (ids) => loadProductAttributes(db, ids)), []),
    variations: batcher(cached('variations', (ids) => loadVariations(db, ids)), []),
    reviews: batcher(cached('reviews', (ids) => loadReviews(db, ids)), []),
    meta: batcher(cached('meta', (ids) => loadProductMeta(db, ids)), []),
    groupChildren: batcher(cached('groupChildren', (ids) => loadGroupChildIds(db, ids)), []),
    related(limit) {
      let loader = relatedByLimit.get(limit);
      if (!loader) {
        loader = batcher(cached(`related:${limit}`, (ids) => loadRelatedIds(db, ids, limit)), []);
        relatedByLimit.set(limit, loader);
      }
      return loader;
    },
    async findProduct(key) {
      // Every kind of key in one relation: their JSON tells them apart.
      const wanted = JSON.stringify(key);
      const lookup = cached('productByKey', async () => {
        const product = await findProduct(db, key);
        return new Map(product ? [[wanted, product]] : []);
      });
      return (await lookup([wanted])).get(wanted) ?? null;
    },
    filterOutline() {
      outline ??= cached('filterOutline', async () => new Map([['catalog', await readFilterOutline(db)]]))(['catalog']).then((found) => found.get('catalog')!);
      return outline;
    },
  };
}
