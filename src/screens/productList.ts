// Lists of products: all of them or one category's, page by page, filtered, searched and sorted by
// the URL's query (the browser computes them too once it has the catalog: browser/navigation/localListPage.ts).
import type { ListingFacets, ListingQuery } from '../domain/catalog/listing/types';
import type { Category, ProductSummary } from '../domain/catalog/types';
import { defineScreen, loaderIn } from './screen';

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

export const productListScreen = defineScreen<ProductListData>()({
  view: 'productList',
  routes: {
    products: '/products',
    productsPage: '/products/page/:pageNumber',
    category: '/product-category/:categorySlug',
    categoryPage: '/product-category/:categorySlug/page/:pageNumber',
  },
  component: () => import('../views/catalog/ProductListPage'),
  load: import.meta.env.SSR
    ? loaderIn(() => import('./loaders/productList'), ({ loadProductList }, ctx, params) => loadProductList(ctx, params))
    : undefined,
});
