// The rules of the wishlist's list: newest first, each product once, at most 100, and only the
// product card's fields (a product page hands in the whole product).
import type { ProductSummary } from '../catalog/types';

/** Adding beyond this drops the oldest item. */
export const wishlistLimit = 100;

export function isListed(items: readonly ProductSummary[], databaseId: number): boolean {
  return items.some((item) => item.databaseId === databaseId);
}

/** The card's fields only: a product page's product carries descriptions, variations and reviews. */
export function summaryOf(product: ProductSummary): ProductSummary {
  return {
    databaseId: product.databaseId,
    slug: product.slug,
    name: product.name,
    type: product.type,
    date: product.date,
    image: product.image,
    prices: product.prices,
    onSale: product.onSale,
    averageRating: product.averageRating,
    reviewCount: product.reviewCount,
    stockStatus: product.stockStatus,
    stockQuantity: product.stockQuantity,
    categories: product.categories,
    terms: product.terms,
  };
}

/** Puts the product first; one already listed stays where it is. */
export function addItem(items: ProductSummary[], product: ProductSummary): ProductSummary[] {
  if (isListed(items, product.databaseId)) return items;
  return [summaryOf(product), ...items].slice(0, wishlistLimit);
}

export function removeItem(items: ProductSummary[], databaseId: number): ProductSummary[] {
  return items.filter((item) => item.databaseId !== databaseId);
}

/**
 * The list after a refresh that asked for `asked` slugs and got `fresh` back: each asked item is
 * replaced by its fresh data or, when the shop no longer has it, dropped (a slug now naming another
 * product counts as gone). Items added while the refresh ran were not asked about and stay; removed
 * ones stay removed. The order is the list's.
 */
export function refreshedItems(items: ProductSummary[], asked: readonly string[], fresh: readonly ProductSummary[]): ProductSummary[] {
  const askedSlugs = new Set(asked);
  const freshBySlug = new Map(fresh.map((product) => [product.slug, product]));
  return items.flatMap((item) => {
    if (!askedSlugs.has(item.slug)) return [item];
    const update = freshBySlug.get(item.slug);
    return update?.databaseId === item.databaseId ? [summaryOf(update)] : [];
  });
}
