// Shared set-up for view tests: English messages and country names, and small catalog fixtures.
import type { ProductSummary } from '../../../src/domain/catalog/types';
import { addMessages, setLocale } from '../../../src/i18n';
import { loadCountryNames } from '../../../src/i18n/countryNames';
import en from '../../../src/i18n/locales/en_US.json';

export async function loadEnglish(): Promise<void> {
  addMessages('en_US', en);
  setLocale('en_US');
  await loadCountryNames('en_US');
}

export function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    databaseId: 1,
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    type: 'SIMPLE',
    date: '2026-01-05T10:00:00Z',
    image: { src: '/images/linen-shirt.jpg', alt: 'A linen shirt' },
    prices: { price: [40], regular: [40], sale: [] },
    onSale: false,
    averageRating: 0,
    reviewCount: 0,
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    categories: [{ databaseId: 7, slug: 'shirts', name: 'Shirts' }],
    terms: [],
    ...overrides,
  };
}

export const onSalePrices = { price: [30], regular: [40], sale: [30] };
