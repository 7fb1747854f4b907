// Writes a planned catalog: images first, then terms, products and everything hanging off them,
// in plan order and in large multi-row inserts (a 10,000-product catalog is a few dozen queries).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { noBar, type StepBar } from '../start/start-steps';
import { attributeTaxonomies, productDownloads, reviews, terms } from '../db/schema';
import { insertAll, insertProducts, type NewProduct } from '../domain/catalog/store/product-inserts';
import { refreshRatings } from '../domain/reviews/store/ratings';
import type { CatalogPlan, PlannedProduct } from './catalog-plan';

export interface SeedSummary {
  products: number;
  variations: number;
  media: number;
  reviews: number;
}

/** A stable download id in UUID form: the same file of the same product keeps its id across seeds. */
function downloadId(slug: string, fileName: string): string {
  const hex = createHash('sha256').update(`${slug}/${fileName}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The units of work `writeCatalog` reports to its bar: each picture rendered, then each product written. */
export const catalogWork = (plan: CatalogPlan) => plan.images.count + plan.products.length;

/** Products written per step of the bar. */
const productsPerStep = 500;

export async function writeCatalog(db: Database, plan: CatalogPlan, bar: StepBar = noBar): Promise<SeedSummary> {
  let pictures = 0;
  const mediaIds = await plan.images.store(db, (count) => {
    pictures += count;
    bar.advance(count, `pictures ${pictures}/${plan.images.count}`);
  });
  const imageId = (key: string | null) => (key === null ? null : mediaIds.get(key)!);

  await db.insert(attributeTaxonomies).values(plan.attributeTaxonomies);
  const termRows = await db
    .insert(terms)
    .values(plan.terms.map(({ imageKey, ...term }) => ({ ...term, imageId: imageId(imageKey) })))
    .returning({ id: terms.id, taxonomy: terms.taxonomy, slug: terms.slug });
  const termIds = new Map(termRows.map((term) => [`${term.taxonomy}:${term.slug}`, term.id]));

  // Grouped products are written after every variation, so adding a group leaves the ids of the
  // products and variations before it as they were.
  const isGroup = (product: PlannedProduct) => product.row.type === 'grouped';
  const sold = plan.products.filter((product) => !isGroup(product));
  const groups = plan.products.filter(isGroup);
  const newProduct = (product: PlannedProduct, childIds: number[]): NewProduct => ({
    row: { ...product.row, imageId: imageId(product.imageKey) },
    variations: product.variations.map((variation) => ({ ...variation.row, imageId: imageId(variation.imageKey) })),
    termIds: product.termKeys.map((key) => termIds.get(key)!),
    attributes: product.attributes,
    galleryIds: product.galleryKeys.map((key) => imageId(key)!),
    meta: product.meta,
    childIds,
  });
  const productIds = new Map<PlannedProduct, number>();
  const insert = async (list: PlannedProduct[], childIds: (product: PlannedProduct) => number[]) => {
    for (let start = 0; start < list.length; start += productsPerStep) {
      const chunk = list.slice(start, start + productsPerStep);
      const inserted = await insertProducts(db, chunk.map((product) => newProduct(product, childIds(product))));
      inserted.forEach(({ id }, index) => productIds.set(chunk[index]!, id));
      bar.advance(chunk.length, `products ${productIds.size}/${plan.products.length}`);
    }
  };
  await insert(sold, () => []);
  const idBySlug = new Map(sold.map((product) => [product.row.slug, productIds.get(product)!]));
  await insert(groups, (group) => group.children.map((slug) => idBySlug.get(slug)!));
  const planned = plan.products.map((product) => ({ product, productId: productIds.get(product)! }));

  const downloads = await Promise.all(
    planned.flatMap(({ product, productId }) =>
      product.downloads.map(async (download) => ({
        productId,
        downloadId: downloadId(product.row.slug, download.fileName),
        name: download.name,
        fileName: download.fileName,
        mime: download.mime,
        data: await download.data(),
      })),
    ),
  );
  await insertAll(db, productDownloads, downloads);
  const reviewRows = planned.flatMap(({ product, productId }) => product.reviews.map((review) => ({ ...review, productId })));
  await insertAll(db, reviews, reviewRows);
  await refreshRatings(db);
  // Fresh statistics, or the planner takes the new tables for empty ones.
  await db.execute(sql`analyze`);

  return {
    products: plan.products.length,
    variations: planned.reduce((sum, { product }) => sum + product.variations.length, 0),
    media: mediaIds.size,
    reviews: reviewRows.length,
  };
}
