// The storefront's own catalog shapes. Loaders reshape API answers into these (reshape.ts), so views
// never depend on the GraphQL response layout.
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
export type ProductType = 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED';

export interface ImageData {
  src: string;
  alt: string;
}

export interface CategoryRef {
  databaseId: number;
  slug: string;
  name: string;
}

export interface Category extends CategoryRef {
  count: number;
  image: ImageData | null;
  description: string;
}

export interface TermRef {
  taxonomy: string;
  slug: string;
}

/** Prices in major units. Variable products carry every variation's price, so ranges are exact. */
export interface Prices {
  price: number[];
  regular: number[];
  sale: number[];
}

export interface ProductSummary {
  databaseId: number;
  slug: string;
  name: string;
  type: ProductType;
  date: string | null;
  image: ImageData | null;
  prices: Prices;
  onSale: boolean;
  averageRating: number;
  reviewCount: number;
  stockStatus: StockStatus | null;
  stockQuantity: number | null;
  categories: CategoryRef[];
  terms: TermRef[];
}

export interface AttributeOption {
  slug: string;
  name: string;
}

export interface ProductAttribute {
  name: string;
  label: string;
  scope: 'GLOBAL' | 'LOCAL';
  variation: boolean;
  options: AttributeOption[];
}

export interface VariationAttribute {
  name: string;
  value: string;
  label: string;
}

export interface Variation {
  databaseId: number;
  name: string;
  prices: Prices;
  onSale: boolean;
  stockStatus: StockStatus | null;
  stockQuantity: number | null;
  /** Below this many, the page says how few are left (null: the product's own setting applies). */
  lowStockAmount: number | null;
  image: ImageData | null;
  attributes: VariationAttribute[];
}

export interface Review {
  id: string;
  rating: number;
  contentHtml: string;
  date: string | null;
  authorName: string;
  avatarUrl: string | null;
}

/** A product of a grouped product, as the group's page lists it: bought on its own, or elsewhere. */
export interface GroupedProduct extends ProductSummary {
  purchasable: boolean;
  externalUrl: string | null;
  buttonText: string | null;
}

export interface ProductDetail extends ProductSummary {
  sku: string | null;
  descriptionHtml: string;
  shortDescriptionHtml: string;
  virtual: boolean;
  lowStockAmount: number | null;
  gallery: ImageData[];
  attributes: ProductAttribute[];
  defaultAttributes: VariationAttribute[];
  variations: Variation[];
  externalUrl: string | null;
  buttonText: string | null;
  /** A grouped product's children, in the group's order; empty for other products. */
  groupedProducts: GroupedProduct[];
  related: ProductSummary[];
  reviews: Review[];
  weight: string | null;
  dimensions: { length: string | null; width: string | null; height: string | null };
}
