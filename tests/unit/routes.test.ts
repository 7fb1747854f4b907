import { describe, expect, it } from 'vitest';
import { matchRoute, routePath } from '../../src/routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', {}],
    ['/products', 'products', {}],
    ['/products/', 'products', {}],
    ['/products/page/3', 'productsPage', { pageNumber: '3' }],
    ['/product/blue-hoodie', 'product', { slug: 'blue-hoodie' }],
    ['/categories', 'categories', {}],
    ['/product-category/hoodies', 'category', { categorySlug: 'hoodies' }],
    ['/product-category/hoodies/page/2', 'categoryPage', { categorySlug: 'hoodies', pageNumber: '2' }],
    ['/contact', 'contact', {}],
    ['/privacy-policy', 'privacy', {}],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toEqual({ name, params });
  });

  it('decodes parameters and survives malformed escapes', () => {
    expect(matchRoute('/product/caf%C3%A9')?.params.slug).toBe('café');
    expect(matchRoute('/product/%E0%A4%A')?.params.slug).toBe('%E0%A4%A');
  });

  it.each(['/nope', '/product', '/product/a/b', '/products/page', '/wishlist-x'])('%s matches nothing', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths from names', () => {
    expect(routePath('categoryPage', { categorySlug: 'bags & more', pageNumber: 2 })).toBe('/product-category/bags%20%26%20more/page/2');
  });
});
