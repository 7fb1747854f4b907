// What the filter panel offers for a list of products.
import { describe, expect, it } from 'vitest';
import { listingFacets, termKey, type FacetNames } from '../../../src/domain/catalog/listing/facets';
import { product } from './fixtures';

const names: FacetNames = {
  terms: new Map([
    [termKey('pa_size', 's'), 'S'],
    [termKey('pa_size', 'm'), 'M'],
    [termKey('pa_size', 'l'), 'L'],
    [termKey('pa_color', 'blue'), 'Blue'],
    [termKey('pa_color', 'red'), 'Red'],
  ]),
  taxonomies: new Map([
    ['pa_color', 'Color'],
    ['pa_size', 'Size'],
  ]),
};

describe('listingFacets', () => {
  it('counts categories and terms over the products given, and spans their highest prices', () => {
    const facets = listingFacets(
      [
        product({ id: 1, categories: ['t-shirts', 'hoodies'], terms: [['pa_size', 'l'], ['pa_color', 'blue']], prices: { price: [10, 40] } }),
        product({ id: 2, categories: ['hoodies'], terms: [['pa_size', 's'], ['pa_size', 'l'], ['pa_color', 'green']], prices: { price: [25] } }),
        product({ id: 3, categories: ['hoodies', 'hoodies'], terms: [['pa_color', 'blue'], ['pa_color', 'blue'], ['pa_fabric-type', 'wool']], prices: { price: [] } }),
        product({ id: 4, terms: [['product_tag', 'new']], prices: { price: [99] } }),
      ],
      names,
    );
    expect(facets).toEqual({
      categories: [
        { slug: 'hoodies', name: 'HOODIES', count: 3 },
        { slug: 't-shirts', name: 'T-SHIRTS', count: 1 },
      ],
      attributes: [
        {
          taxonomy: 'pa_color',
          label: 'Color',
          terms: [
            { slug: 'blue', name: 'Blue', count: 2 },
            { slug: 'green', name: 'green', count: 1 },
          ],
        },
        { taxonomy: 'pa_fabric-type', label: 'Fabric type', terms: [{ slug: 'wool', name: 'wool', count: 1 }] },
        {
          taxonomy: 'pa_size',
          label: 'Size',
          terms: [
            { slug: 's', name: 'S', count: 1 },
            { slug: 'l', name: 'L', count: 2 },
          ],
        },
      ],
      price: { min: 25, max: 99 },
    });
  });

  it('is empty for no products', () => {
    expect(listingFacets([], names)).toEqual({ categories: [], attributes: [], price: null });
  });
});
