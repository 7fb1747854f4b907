// The shop's categories.
import type { Category } from '../domain/catalog/types';
import { defineScreen, loaderIn } from './screen';

export interface CategoriesData {
  categories: Category[];
}

export const categoriesScreen = defineScreen<CategoriesData>()({
  view: 'categories',
  routes: { categories: '/categories' },
  component: () => import('../views/categories/CategoriesPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/categories'), ({ loadCategories }, ctx) => loadCategories(ctx)) : undefined,
});
