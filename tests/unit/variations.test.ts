import { describe, expect, it } from 'vitest';
import { productImages } from '../../src/domain/catalog/productImages';
import { reviewProblems } from '../../common/reviewRules';
import { withStock } from '../../src/domain/catalog/stock';
import { attributeKey, chosenVariation, defaultChoices, isOptionAvailable } from '../../src/domain/catalog/variations';
import type { ProductDetail } from '../../src/domain/catalog/types';
import { hoodie, mug } from '../fixtures/products';

describe('variation choice', () => {
  it('keys product and variation attribute names alike', () => {
    expect(attributeKey('Strength')).toBe(attributeKey('strength'));
    expect(attributeKey('Fit type')).toBe('fit-type');
  });

  it('finds the variation of a complete choice only', () => {
    expect(chosenVariation(hoodie, { pa_color: 'red' })).toBeNull();
    expect(chosenVariation(hoodie, { pa_color: 'red', pa_size: 'm' })?.databaseId).toBe(13);
    expect(chosenVariation(hoodie, { pa_color: 'red', pa_size: 'xxl' })).toBeNull();
  });

  it('matches an "any" attribute of a variation and local options without case', () => {
    const anySize: ProductDetail = {
      ...hoodie,
      attributes: [...hoodie.attributes.slice(0, 1), { name: 'Fit', label: 'Fit', scope: 'LOCAL', variation: true, options: [{ slug: 'Slim', name: 'Slim' }] }],
      variations: [{ ...hoodie.variations[2]!, attributes: [{ name: 'pa_color', value: 'red', label: 'Color' }, { name: 'fit', value: '', label: 'Fit' }] }],
    };
    expect(chosenVariation(anySize, { pa_color: 'red', fit: 'Slim' })?.databaseId).toBe(13);
    expect(isOptionAvailable(anySize, { pa_color: 'red' }, 'fit', 'slim')).toBe(true);
  });

  it('offers an option only when it can still end in a sale', () => {
    expect(isOptionAvailable(hoodie, {}, 'pa_size', 'xxl')).toBe(false);
    expect(isOptionAvailable(hoodie, { pa_size: 'm' }, 'pa_color', 'red')).toBe(true);
    const noPrice = { ...hoodie, variations: hoodie.variations.map((variation) => ({ ...variation, prices: { price: [], regular: [], sale: [] } })) };
    expect(isOptionAvailable(noPrice, {}, 'pa_color', 'navy')).toBe(false);
  });

  it('drops a default that leads to nothing for sale', () => {
    expect(defaultChoices(hoodie)).toEqual({ pa_color: 'navy', pa_size: 'm' });
    const soldOutDefault = { ...hoodie, defaultAttributes: [{ name: 'pa_color', value: 'navy', label: 'Color' }, { name: 'pa_size', value: 'xxl', label: 'Size' }] };
    expect(defaultChoices(soldOutDefault)).toEqual({ pa_color: 'navy' });
  });
});

describe('product images', () => {
  it('puts a variation’s own picture in the main image’s place', () => {
    const red = hoodie.variations[2]!;
    expect(productImages(hoodie, red).map((image) => image.src)).toEqual(['/uploads/hoodie-red.webp', '/uploads/hoodie-back.webp', '/uploads/hoodie-detail.webp']);
    expect(productImages(hoodie, null)[0]!.src).toBe('/uploads/hoodie.webp');
  });

  it('shows the main image and at most 20 gallery images', () => {
    const gallery = Array.from({ length: 25 }, (_, index) => ({ src: `/uploads/${index}.webp`, alt: '' }));
    expect(productImages({ ...mug, gallery }, null)).toHaveLength(21);
  });
});

describe('stock report', () => {
  it('updates the product and its variations', () => {
    const updated = withStock(hoodie, {
      databaseId: hoodie.databaseId,
      stockStatus: 'IN_STOCK',
      stockQuantity: null,
      variations: [{ databaseId: 13, stockStatus: 'ON_BACKORDER', stockQuantity: 0 }],
    });
    expect(updated.variations.map((variation) => variation.stockStatus)).toEqual(['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER']);
  });

  it('gives back the same objects when the stock has not changed, so nothing renders again', () => {
    const same = {
      databaseId: hoodie.databaseId,
      stockStatus: hoodie.stockStatus,
      stockQuantity: hoodie.stockQuantity,
      variations: hoodie.variations.map(({ databaseId, stockStatus, stockQuantity }) => ({ databaseId, stockStatus, stockQuantity })),
    };
    expect(withStock(hoodie, same)).toBe(hoodie);
    const oneChanged = withStock(hoodie, { ...same, variations: [{ ...same.variations[0]!, stockQuantity: 99 }] });
    expect(oneChanged).not.toBe(hoodie);
    expect(oneChanged.variations[0]).not.toBe(hoodie.variations[0]);
    expect(oneChanged.variations.slice(1)).toEqual(hoodie.variations.slice(1));
    expect(oneChanged.variations[1]).toBe(hoodie.variations[1]);
  });

  it('sells nothing of a product the shop no longer has', () => {
    expect(withStock(hoodie, null).variations.every((variation) => variation.stockStatus === 'OUT_OF_STOCK')).toBe(true);
  });
});

describe('review rules', () => {
  const complete = { rating: 4, content: 'Lovely.', author: 'Ana', email: 'ana@example.com' };
  it('accepts a complete review', () => expect(reviewProblems(complete)).toEqual({}));
  it.each([
    [{ rating: null }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 2.5 }, 'rating'],
    [{ content: '   ' }, 'content'],
    [{ content: 'x'.repeat(5001) }, 'content'],
    [{ author: '' }, 'author'],
    [{ email: 'ana@example' }, 'email'],
    [{ email: 'a b@example.com' }, 'email'],
  ] as const)('refuses %j', (change, field) => {
    expect(Object.keys(reviewProblems({ ...complete, ...change }))).toEqual([field]);
  });
});
