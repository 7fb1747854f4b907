// The catalog the seed will write, planned in memory first: rows without ids, relations by key.
// Planning draws every random choice in a fixed order from one seeded generator, so the same
// plan (and, written in plan order, the same ids) comes out on every run.
import type { productVariations, products } from '../db/schema/catalog';
import type { Translations } from '../domain/translations';
import type { ImagePlan } from './image-plan';

export type ProductRow = Omit<typeof products.$inferInsert, 'id' | 'imageId'>;
export type VariationRow = Omit<typeof productVariations.$inferInsert, 'id' | 'productId' | 'imageId'>;

export interface PlannedVariation {
  row: VariationRow;
  imageKey: string | null;
}

export interface PlannedAttribute {
  name: string;
  isTaxonomy: boolean;
  /** Option texts of a local attribute; a global one takes its values from the product's terms. */
  options: string[];
  variation: boolean;
  visible: boolean;
}

export interface PlannedReview {
  authorName: string;
  authorEmail: string;
  content: string;
  rating: number;
  createdAt: Date;
}

export interface PlannedDownload {
  name: string;
  fileName: string;
  mime: string;
  data: () => Promise<Buffer>;
}

export interface PlannedProduct {
  row: ProductRow;
  imageKey: string | null;
  galleryKeys: string[];
  /** `taxonomy:slug` of every term the product carries, in order. */
  termKeys: string[];
  attributes: PlannedAttribute[];
  variations: PlannedVariation[];
  meta: [key: string, value: string][];
  downloads: PlannedDownload[];
  reviews: PlannedReview[];
  /** For a grouped product, the slugs of the products it gathers, in order. */
  children: string[];
}

export interface PlannedTerm {
  taxonomy: string;
  slug: string;
  name: string;
  /** The name in the other languages, where it is a word of one. */
  names?: Translations;
  description: string;
  imageKey: string | null;
  menuOrder: number;
}

export interface CatalogPlan {
  attributeTaxonomies: { name: string; label: string; labels?: Translations }[];
  terms: PlannedTerm[];
  products: PlannedProduct[];
  images: ImagePlan;
}
