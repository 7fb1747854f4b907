// The shop's categories.
import type { Category } from '../catalog/types';
import { defineScreen } from './screen';

export interface CategoriesData {
  categories: Category[];
}

export const categoriesScreen = defineScreen<CategoriesData>()({
  view: 'categories',
  routes: { categories: '/categories' },
  component: () => import('../views/categories/CategoriesPage'),
  load: import.meta.env.SSR ? (ctx) => import('../loaders/categories').then(({ loadCategories }) => loadCategories(ctx)) : undefined,
});
