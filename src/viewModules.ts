// Each view is its own chunk (split by route). A view's code is loaded before its page is shown —
// before hydration and before a client-side navigation commits — so rendering never suspends.
import type { ComponentType } from 'react';
import type { ViewData, ViewName } from './loaders/types';

type ViewComponent<V extends ViewName> = ComponentType<{ data: ViewData[V] }>;

const modules: { [V in ViewName]: () => Promise<{ default: ViewComponent<V> }> } = {
  home: () => import('./views/home/HomePage'),
  productList: () => import('./views/catalog/ProductListPage'),
  product: () => import('./views/product/ProductPage'),
  categories: () => import('./views/categories/CategoriesPage'),
  contact: () => import('./views/contact/ContactPage'),
  privacy: () => import('./views/legal/PrivacyPolicyPage'),
  error: () => import('./views/error/ErrorPage'),
};

const loaded = new Map<ViewName, ComponentType<{ data: unknown }>>();

export async function preloadView(view: ViewName): Promise<void> {
  if (loaded.has(view)) return;
  const module = await modules[view]();
  loaded.set(view, module.default as ComponentType<{ data: unknown }>);
}

export function loadedView(view: ViewName): ComponentType<{ data: unknown }> {
  const component = loaded.get(view);
  if (!component) throw new Error(`View ${view} was rendered before it was loaded`);
  return component;
}
