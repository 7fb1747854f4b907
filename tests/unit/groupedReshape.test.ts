// A grouped product's answer reshaped for its page: its children in order, each with what its row
// needs, and no discount worked out across different children's prices.
import { describe, expect, it } from 'vitest';
import type { GetProductQuery } from '../../src/graphql/generated/graphql';
import { reshapeProductDetail } from '../../src/graphql/reshape/catalog';

const child = (databaseId: number, name: string, type: 'SIMPLE' | 'EXTERNAL', price: string, extra: object = {}) => ({
  __typename: type === 'SIMPLE' ? 'SimpleProduct' : 'ExternalProduct',
  id: `post:${databaseId}`,
  databaseId,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  type,
  date: null,
  onSale: false,
  averageRating: 0,
  reviewCount: 0,
  image: null,
  productCategories: { nodes: [] },
  terms: { nodes: [] },
  price: `€${price}`,
  regularPrice: `€${price}`,
  salePrice: null,
  purchasable: type === 'SIMPLE',
  ...extra,
});

const group = {
  __typename: 'GroupProduct',
  id: 'post:90',
  databaseId: 90,
  name: 'Seaside Weekend Set',
  slug: 'seaside-weekend-set',
  type: 'GROUPED',
  date: null,
  onSale: true,
  averageRating: 0,
  reviewCount: 0,
  image: null,
  productCategories: { nodes: [] },
  terms: { nodes: [] },
  price: '€18.00 - €249.00',
  regularPrice: '€18.00 - €249.00',
  salePrice: '€28.00',
  sku: 'GR-001',
  description: '',
  shortDescription: '',
  virtual: false,
  totalSales: 0,
  metaData: [],
  galleryImages: { nodes: [] },
  attributes: { nodes: [] },
  related: { nodes: [] },
  reviews: { averageRating: 0, edges: [] },
  products: {
    nodes: [
      child(11, 'Bucket Hat', 'SIMPLE', '26.00', { stockStatus: 'IN_STOCK', stockQuantity: null }),
      child(12, 'Retro Portable Turntable', 'EXTERNAL', '249.00', { externalUrl: 'https://example.com/t', buttonText: 'View at partner' }),
    ],
  },
} as unknown as NonNullable<GetProductQuery['product']>;

describe('reshapeProductDetail for a grouped product', () => {
  it('lists its children in order, each buyable here or elsewhere', () => {
    const product = reshapeProductDetail(group, (html) => html);
    expect(product.type).toBe('GROUPED');
    expect(product.groupedProducts.map((p) => [p.name, p.type, p.purchasable, p.externalUrl])).toEqual([
      ['Bucket Hat', 'SIMPLE', true, null],
      ['Retro Portable Turntable', 'EXTERNAL', false, 'https://example.com/t'],
    ]);
    expect(product.groupedProducts[0]!.prices.price).toEqual([26]);
    expect(product.groupedProducts[0]!.stockStatus).toBe('IN_STOCK');
  });

  it('keeps its price range but works out no discount across its children', () => {
    const product = reshapeProductDetail(group, (html) => html);
    expect(product.prices).toEqual({ price: [18, 249], regular: [], sale: [] });
    expect(product.onSale).toBe(true);
  });
});
