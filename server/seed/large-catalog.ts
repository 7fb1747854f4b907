// Benchmark catalogs (`npm run seed -- --products 10000`): the demo catalog plus editions of its
// products, until the catalog holds the number asked for. Editions reuse the demo's pictures, so
// a large catalog costs database rows, not rendering time.
import type { Random } from './art/random';
import type { PlannedProduct } from './catalog-plan';
import { drawReview, reviewers } from './demo-reviews';
import { newestProductDate } from './demo-plan';
import { slugify } from '../domain/catalog/slug';

const editions = ['Studio', 'Atelier', 'Field', 'Harbour', 'Nordic', 'Summer', 'Winter', 'Market', 'Workshop', 'Heritage'];
const hour = 3_600_000;

// An edition is reviewed as the kind of thing its demo product is (the slug of its first category).
const kindOf = (base: PlannedProduct) => base.termKeys.find((key) => key.startsWith('product_cat:'))?.slice('product_cat:'.length) ?? 'other';

const withJitter = (cents: number | null | undefined, factor: number) =>
  cents === null || cents === undefined ? null : Math.max(100, Math.round((cents * factor) / 100) * 100 - 1);

export function planEditions(demo: readonly PlannedProduct[], count: number, random: Random): PlannedProduct[] {
  return Array.from({ length: count }, (_, n) => {
    const base = demo[n % demo.length]!;
    const name = `${base.row.name} – ${editions[n % editions.length]} Edition ${Math.floor(n / demo.length) + 1}`;
    const slug = slugify(name);
    const sku = `ED-${String(n + 1).padStart(6, '0')}`;
    const factor = 0.8 + random() * 0.4;
    const createdAt = new Date(newestProductDate - (demo.length * 72 + n) * hour);
    const reviewCount = random() < 0.3 ? 1 + Math.floor(random() * 3) : 0;
    return {
      ...base,
      row: {
        ...base.row,
        name,
        slug,
        sku,
        regularPrice: withJitter(base.row.regularPrice, factor),
        salePrice: withJitter(base.row.salePrice, factor),
        totalSales: Math.floor(random() * 500),
        menuOrder: demo.length + n,
        createdAt,
        modifiedAt: createdAt,
      },
      variations: base.variations.map((variation) => ({
        ...variation,
        row: {
          ...variation.row,
          name: variation.row.name.replace(base.row.name, name),
          slug: `${slug}-${variation.row.slug}`,
          sku: `${sku}-${variation.row.sku}`,
          regularPrice: withJitter(variation.row.regularPrice, factor),
          salePrice: withJitter(variation.row.salePrice, factor),
        },
      })),
      reviews: Array.from({ length: reviewCount }, () => {
        const authorName = reviewers[Math.floor(random() * reviewers.length)]!;
        // Benchmark editions may repeat a text: only the demo's own products are read by people.
        return drawReview(authorName, { name, kind: kindOf(base) }, new Set(), random, () => new Date(createdAt.getTime() + (1 + Math.floor(random() * 60)) * 24 * hour));
      }),
    };
  });
}
