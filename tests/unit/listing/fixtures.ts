// Products for the listing tests: a plain simple product unless a test says otherwise.
import type { ListedProduct } from '../../../src/domain/catalog/listing/searchText';
import { toSearchText } from '../../../src/domain/catalog/listing/searchText';
import type { Prices } from '../../../src/domain/catalog/types';
import { seededRandom } from '../../../server/seed/art/random';

export interface ProductSpec {
  id: number;
  name?: string;
  prices?: Partial<Prices>;
  onSale?: boolean;
  averageRating?: number;
  reviewCount?: number;
  date?: string | null;
  categories?: string[];
  terms?: [taxonomy: string, slug: string][];
  shortDescription?: string;
  description?: string;
}

export function product(spec: ProductSpec): ListedProduct {
  const name = spec.name ?? `Product ${spec.id}`;
  const price = spec.prices?.price ?? [10];
  return {
    databaseId: spec.id,
    slug: `product-${spec.id}`,
    name,
    type: price.length > 1 ? 'VARIABLE' : 'SIMPLE',
    // Lower ids are newer, as the server lists them; WooGraphQL dates carry no zone.
    date: spec.date === undefined ? new Date(Date.UTC(2026, 0, 28) - spec.id * 3_600_000).toISOString().slice(0, 19) : spec.date,
    image: null,
    prices: { price, regular: spec.prices?.regular ?? price, sale: spec.prices?.sale ?? [] },
    onSale: spec.onSale ?? false,
    averageRating: spec.averageRating ?? 0,
    reviewCount: spec.reviewCount ?? 0,
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    categories: (spec.categories ?? []).map((slug, position) => ({ databaseId: position + 1, slug, name: slug.toUpperCase() })),
    terms: (spec.terms ?? []).map(([taxonomy, slug]) => ({ taxonomy, slug })),
    searchText: toSearchText(name, spec.shortDescription ?? '', spec.description ?? ''),
  };
}

/** Database ids, to compare results briefly. */
export function ids(products: readonly ListedProduct[]): number[] {
  return products.map((listed) => listed.databaseId);
}

/** Seeded, so the property tests check the same cases on every run. */
export const seeded = seededRandom;
