// The full product list (getProducts, first 9999) that listing pages slice. It is the same answer
// for every listing, so each server process keeps it briefly instead of asking per request; the
// short lifetime bounds how stale a listing can be when several processes share one database.
import { execute, type Executor } from '../graphql/executor';
import { GetProductsDocument } from '../graphql/generated/graphql';
import { reshapeProductSummary } from '../catalog/reshape';
import type { ProductSummary } from '../catalog/types';

const lifetimeMs = Number(process.env.CATALOG_CACHE_MS ?? 30_000);

interface Entry {
  at: number;
  products: Promise<ProductSummary[]>;
}

const cache = new WeakMap<Executor, Entry>();

export function loadCatalogList(graphql: Executor): Promise<ProductSummary[]> {
  const entry = cache.get(graphql);
  if (entry && Date.now() - entry.at < lifetimeMs) return entry.products;
  const products = execute(graphql, GetProductsDocument, { first: 9999 }).then((result) =>
    (result.products?.nodes ?? []).map(reshapeProductSummary),
  );
  cache.set(graphql, { at: Date.now(), products });
  // A failed load must not be served to the next request.
  products.catch(() => cache.delete(graphql));
  return products;
}
