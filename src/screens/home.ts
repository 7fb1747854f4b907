// The home page: categories and two shelves of products.
import type { Category, ProductSummary } from '../domain/catalog/types';
import { defineScreen, loaderIn } from './screen';

export interface HomeData {
  categories: Category[];
  newest: ProductSummary[];
  onSale: ProductSummary[];
}

export const homeScreen = defineScreen<HomeData>()({
  view: 'home',
  routes: { home: '/' },
  component: () => import('../views/home/HomePage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/home'), ({ loadHome }, ctx) => loadHome(ctx)) : undefined,
});
