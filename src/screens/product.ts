// One product's page.
import type { ProductDetail } from '../domain/catalog/types';
import { defineScreen, loaderIn } from './screen';

export interface ProductData {
  product: ProductDetail;
}

export const productScreen = defineScreen<ProductData>()({
  view: 'product',
  routes: { product: '/product/:slug' },
  component: () => import('../views/product/ProductPage'),
  load: import.meta.env.SSR
    ? loaderIn(() => import('./loaders/product'), ({ loadProduct }, ctx, params) => loadProduct(ctx, params.slug ?? ''))
    : undefined,
});
