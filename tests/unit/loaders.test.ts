// Page loaders against a stand-in backend: statuses, paging, head tags, sanitising.
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../src/graphql/executor';
import { addMessages } from '../../src/i18n';
import { loadPage } from '../../src/screens/loaders';
import { resolveSettings } from '../../common/settings';

addMessages('en_US', {
  meta: { productsTitle: 'All products', productsPageTitle: 'All products – page {{page}}', categoryTitle: '{{name}}', defaultDescription: 'Shop at {{store}}' },
  error: { title: 'Error {{statusCode}}', pageNotFound: 'Page not found', productNotFound: 'Product not found' },
  breadcrumb: { home: 'Home' },
});
addMessages('de_DE', { meta: { productsTitle: 'Alle Produkte' }, breadcrumb: { home: 'Startseite' } });

function card(id: number, category: string) {
  return {
    __typename: 'SimpleProduct',
    id: `p${id}`,
    databaseId: id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    type: 'SIMPLE',
    date: '2026-01-01',
    onSale: id % 2 === 0,
    averageRating: 4,
    reviewCount: 1,
    image: null,
    productCategories: { nodes: [{ databaseId: 1, slug: category, name: category, count: 1 }] },
    terms: { nodes: [] },
    price: '€10.00',
    regularPrice: '€12.00',
    salePrice: id % 2 === 0 ? '€10.00' : null,
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    description: `<p>Made of ${id % 3 === 0 ? 'wool' : 'cotton'}.</p>`,
    shortDescription: '',
  };
}

const products = Array.from({ length: 30 }, (_, index) => card(index + 1, index < 5 ? 'bags' : 'hoodies'));

const backend: Executor = async (query, variables) => {
  if (query.includes('query getAllTerms')) return { data: { terms: { nodes: [{ taxonomyName: 'pa_color', databaseId: 9, name: 'Navy', slug: 'navy', count: 3 }] } } };
  if (query.includes('query getProducts')) return { data: { products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: products } } };
  if (query.includes('query getProductCategories')) return { data: { productCategories: { nodes: [] } } };
  if (query.includes('query getProductCategory')) {
    return { data: { productCategory: variables?.slug === 'bags' ? { id: 'c', databaseId: 1, count: 5, name: 'Bags', slug: 'bags', description: '', image: null } : null } };
  }
  if (query.includes('query getProduct')) {
    if (variables?.slug !== 'product-1') return { data: { product: null } };
    return {
      data: {
        product: {
          ...card(1, 'bags'),
          sku: 'SKU-1',
          description: '<p onclick="steal()">Warm.</p><script>alert(1)</script>',
          shortDescription: '<p>Short &amp; sweet.</p>',
          virtual: false,
          totalSales: 3,
          metaData: [],
          galleryImages: { nodes: [] },
          attributes: { nodes: [] },
          related: { nodes: [] },
          reviews: { averageRating: 4, edges: [] },
        },
      },
    };
  }
  return { errors: [{ message: 'unexpected query' }] };
};

const options = { origin: 'https://shop.example', graphql: backend, settings: resolveSettings({ productsPerPage: 24 }) };

describe('loadPage', () => {
  it('pages the product list', async () => {
    const first = await loadPage({ ...options, url: '/products' });
    expect(first.view).toBe('productList');
    if (first.view !== 'productList') return;
    expect(first.data.products).toHaveLength(24);
    expect(first.data).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    const second = await loadPage({ ...options, url: '/products/page/2' });
    expect(second.status).toBe(200);
    if (second.view === 'productList') expect(second.data.products.map((p) => p.databaseId)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(second.head.canonical).toBe('https://shop.example/products/page/2');
  });

  it.each(['/products/page/3', '/products/page/0', '/products/page/02', '/product-category/nope', '/no-such-page'])('%s is a 404 page', async (url) => {
    const page = await loadPage({ ...options, url });
    expect(page.status).toBe(404);
    expect(page.view).toBe('error');
    if (page.view === 'error') expect(page.data.messageKey).toBe('error.pageNotFound');
    expect(page.head.title).toContain('Error 404');
    expect(page.head.robots).toBe('noindex');
  });

  it('applies the filters, search and sorting of the URL, and offers facets', async () => {
    const page = await loadPage({ ...options, url: '/products?filter=sale%5Btrue%5D&search=WOOL&orderby=alphabetically&order=ASC' });
    expect(page.view).toBe('productList');
    if (page.view !== 'productList') return;
    // Even ids are on sale and ids divisible by 3 are wool; names sort naturally (6 before 12).
    expect(page.data.products.map((product) => product.databaseId)).toEqual([6, 12, 18, 24, 30]);
    expect(page.data.query).toMatchObject({ search: 'WOOL', orderby: 'alphabetically', order: 'ASC', filters: { onSale: true } });
    expect(page.data.facets.categories.map((category) => category.slug).sort()).toEqual(['bags', 'hoodies']);
    expect(page.head.robots).toBe('noindex, follow');
    expect(page.data.products[0]).not.toHaveProperty('searchText');
  });

  it('answers an unknown product with Product not found', async () => {
    const page = await loadPage({ ...options, url: '/product/missing' });
    expect(page.status).toBe(404);
    if (page.view === 'error') expect(page.data.messageKey).toBe('error.productNotFound');
  });

  it('lists one category', async () => {
    const page = await loadPage({ ...options, url: '/product-category/bags' });
    expect(page.view).toBe('productList');
    if (page.view === 'productList') {
      expect(page.data.category?.name).toBe('Bags');
      expect(page.data.total).toBe(5);
    }
  });

  it('gives a product page sanitised HTML, hreflang alternates and Product JSON-LD', async () => {
    const page = await loadPage({ ...options, url: '/de/product/product-1?utm=x' });
    expect(page.locale).toBe('de_DE');
    expect(page.path).toBe('/product/product-1?utm=x');
    expect(page.view).toBe('product');
    if (page.view !== 'product') return;
    expect(page.data.product.descriptionHtml).toBe('<p>Warm.</p>');
    expect(page.head.canonical).toBe('https://shop.example/de/product/product-1');
    expect(page.head.alternates.map((link) => link.hreflang)).toEqual(['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default']);
    expect(page.head.alternates.find((link) => link.hreflang === 'pt-BR')?.href).toBe('https://shop.example/pt-br/product/product-1');
    expect(page.head.description).toBe('Short & sweet.');
    const [product, breadcrumb] = page.head.jsonLd as Record<string, any>[];
    expect(product).toMatchObject({ '@type': 'Product', name: 'Product 1', sku: 'SKU-1', offers: { '@type': 'Offer', price: '10.00', priceCurrency: 'EUR' } });
    expect(breadcrumb!['@type']).toBe('BreadcrumbList');
    expect(breadcrumb!.itemListElement[0].name).toBe('Startseite');
  });
});
