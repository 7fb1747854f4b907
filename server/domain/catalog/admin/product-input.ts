// What a catalog change says of a product, shaped as WooGraphQL's createProduct and updateProduct
// inputs are (prices as Floats in the shop's currency, categories and grouped products by id, images
// by media id, attributes with their options). A field left out keeps what the product has (or its
// default on create); `null` clears a field that may be empty.
import type { CatalogVisibility, ProductType, StockStatus } from '../../../db/schema/catalog';

/** The statuses a product is saved with, as WordPress names them. */
export type ProductStatus = 'publish' | 'draft' | 'private' | 'pending';
export type Backorders = 'no' | 'notify' | 'yes';

export interface ProductAttributeInput {
  /** A global attribute's taxonomy id; else `name` says which attribute it is. */
  id?: number | null;
  /** A global attribute's taxonomy (`pa_color`), or a local attribute's name (`Material`). */
  name: string;
  /** Term names or slugs of a global attribute (terms it lacks are added), texts of a local one. */
  options: string[];
  visible?: boolean | null;
  /** Used for variations. */
  variation?: boolean | null;
}

/** One chosen value: a default of a variable product, or a variation's. */
export interface AttributeChoiceInput {
  attributeName: string;
  /** A term's slug or name for a global attribute, an option text for a local one; '' is "any". */
  attributeValue: string;
}

export interface ProductDimensionsInput {
  length?: string | null;
  width?: string | null;
  height?: string | null;
}

export interface MetaDataInput {
  key: string;
  value: string;
}

/** Shared by products and variations. */
export interface SellableInput {
  sku?: string | null;
  regularPrice?: number | null;
  salePrice?: number | null;
  dateOnSaleFrom?: string | null;
  dateOnSaleTo?: string | null;
  virtual?: boolean | null;
  downloadable?: boolean | null;
  stockQuantity?: number | null;
  stockStatus?: StockStatus | null;
  backorders?: Backorders | null;
  lowStockAmount?: number | null;
  weight?: string | null;
  dimensions?: ProductDimensionsInput | null;
  menuOrder?: number | null;
}

export interface ProductInput extends SellableInput {
  name?: string | null;
  slug?: string | null;
  type?: ProductType | null;
  status?: ProductStatus | null;
  featured?: boolean | null;
  catalogVisibility?: CatalogVisibility | null;
  description?: string | null;
  shortDescription?: string | null;
  manageStock?: boolean | null;
  downloadLimit?: number | null;
  downloadExpiry?: number | null;
  externalUrl?: string | null;
  buttonText?: string | null;
  reviewsAllowed?: boolean | null;
  /** Product category ids. */
  categories?: number[] | null;
  /** Media ids: the product's image first, then its gallery. */
  images?: { id: number }[] | null;
  attributes?: ProductAttributeInput[] | null;
  defaultAttributes?: AttributeChoiceInput[] | null;
  /** A grouped product's children, by id. */
  groupedProducts?: number[] | null;
  /** Custom fields, written key by key. */
  metaData?: MetaDataInput[] | null;
}

export interface VariationInput extends SellableInput {
  description?: string | null;
  /** Published (true) or private (false), as WooGraphQL's `visible`. */
  visible?: boolean | null;
  /** true: its own stock; false or 'parent': the product's. */
  manageStock?: boolean | 'parent' | null;
  /** A media id, or null for none (the product's image shows). */
  image?: { id: number } | null;
  attributes?: AttributeChoiceInput[] | null;
}
