// What a product listing shows (SPEC §5): filters, then search, then sorting, and the page.
// The URL carries all of it (`orderby`, `order`, `filter`, `search`, page number), so a shared or
// reloaded URL shows the same result, on the server and in the browser.

/** Sorting keys of SPEC §9; `date` is the default, order DESC by default. */
export type SortKey = 'date' | 'price' | 'rating' | 'discount' | 'alphabetically';
export type SortOrder = 'ASC' | 'DESC';

export interface ListingFilters {
  /** Category slugs; a product matches any of them. */
  categories: string[];
  /** Inclusive bounds in major units, compared with the product's highest price; null is open. */
  price: { min: number | null; max: number | null };
  /** Average rating at least this (1–5), or null. */
  rating: number | null;
  /** Only products on sale. */
  onSale: boolean;
  /** Global attribute taxonomy (`pa_color`, `pa_size`) → term slugs; a product matches a term of each taxonomy given. */
  attributes: Record<string, string[]>;
}

export interface ListingQuery {
  filters: ListingFilters;
  /** Case-insensitive substring of name, description or short description; '' for none. */
  search: string;
  orderby: SortKey;
  order: SortOrder;
}

/** What the filter panel offers for the listed products. */
export interface ListingFacets {
  categories: { slug: string; name: string; count: number }[];
  attributes: { taxonomy: string; label: string; terms: { slug: string; name: string; count: number }[] }[];
  /** Lowest and highest price (major units) among the products, for the price range control. */
  price: { min: number; max: number } | null;
}
