// The catalog's per-request batchers: one per relation the answer may walk.
import type { Database } from '../../db/connection';
import { loadProductAttributes, type ProductAttributeRecord } from '../../domain/attributes';
import { loadGalleries, loadMediaByIds, type MediaRecord } from '../../domain/media';
import { loadProductMeta, type MetaRecord } from '../../domain/product-meta';
import { loadProductsByIds } from '../../domain/product-lookup';
import type { ProductRecord } from '../../domain/product-record';
import { loadProductTexts, type ProductTexts } from '../../domain/product-texts';
import { loadRelatedIds } from '../../domain/related';
import { loadReviews, type ReviewRecord } from '../../domain/reviews';
import { loadTermsOfProducts, type TermRecord } from '../../domain/terms';
import { loadVariations, type VariationRecord } from '../../domain/variations';
import { batcher, type Batcher } from '../batcher';

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
  /** Related product ids, for a given list length. */
  related(limit: number): Batcher<number, number[]>;
}

export function createCatalogLoaders(db: Database): CatalogLoaders {
  const relatedByLimit = new Map<number, Batcher<number, number[]>>();
  return {
    product: batcher((ids) => loadProductsByIds(db, ids), null),
    texts: batcher((ids) => loadProductTexts(db, ids), null),
    media: batcher((ids) => loadMediaByIds(db, ids), null),
    gallery: batcher((ids) => loadGalleries(db, ids), []),
    productTerms: batcher((ids) => loadTermsOfProducts(db, ids), []),
    attributes: batcher((ids) => loadProductAttributes(db, ids), []),
    variations: batcher((ids) => loadVariations(db, ids), []),
    reviews: batcher((ids) => loadReviews(db, ids), []),
    meta: batcher((ids) => loadProductMeta(db, ids), []),
    related(limit) {
      let loader = relatedByLimit.get(limit);
      if (!loader) {
        loader = batcher((ids) => loadRelatedIds(db, ids, limit), []);
        relatedByLimit.set(limit, loader);
      }
      return loader;
    },
  };
}
