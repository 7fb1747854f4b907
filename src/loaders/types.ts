// The page payload: what the server renders a page from, inlines into the HTML, and answers as
// JSON for client-side navigations. One shape for both, so hydration never fetches again.
import type { ListingFacets, ListingQuery } from '../catalog/listing/types';
import type { Category, ProductDetail, ProductSummary } from '../catalog/types';
import type { Locale } from '../i18n/locales';
import type { RouteName } from '../routes';

export interface HomeData {
  categories: Category[];
  newest: ProductSummary[];
  onSale: ProductSummary[];
}

export interface ProductListData {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  perPage: number;
  /** The category being listed, or null for all products. */
  category: Category | null;
  /** The filters, search and sorting the page shows (from its URL). */
  query: ListingQuery;
  /** What the filter panel offers for the listing. */
  facets: ListingFacets;
}

export interface ProductData {
  product: ProductDetail;
}

export interface CategoriesData {
  categories: Category[];
}

export interface ErrorData {
  statusCode: number;
  /** A t() key of the message ('error.pageNotFound', 'error.productNotFound', …). */
  messageKey: string;
}

/** Which view renders a page, and the data that view receives. */
export interface ViewData {
  home: HomeData;
  productList: ProductListData;
  product: ProductData;
  categories: CategoriesData;
  /** The wishlist lives in the visitor's browser; the server renders its frame. */
  wishlist: null;
  contact: null;
  privacy: null;
  error: ErrorData;
}
export type ViewName = keyof ViewData;

export interface HeadLink {
  hreflang: string;
  href: string;
}

export interface Head {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  alternates: HeadLink[];
  jsonLd: object[];
  image: string | null;
  robots: string | null;
}

export type PagePayload<V extends ViewName = ViewName> = {
  [K in V]: {
    view: K;
    route: RouteName | null;
    params: Record<string, string>;
    /** Locale-free path with its query string, as matched ('/products/page/2'). */
    path: string;
    locale: Locale;
    status: number;
    data: ViewData[K];
    head: Head;
  };
}[V];
