// The full product list that listing pages slice. It is the same answer for every listing, so each
// server process keeps it briefly instead of asking per request; the short lifetime bounds how
// stale a listing can be when several processes share one database (CATALOG_CACHE_MS, read by the
// server's config and passed down with each page load). The embedded store names its catalog
// generation with each page load instead: then the list is kept exactly as long as it holds. Page loaders ask through an executor bound
// to the page's language (graphql/executor.ts executorIn), so each language has its own list: its
// attribute terms are named in that language.
import type { CatalogList } from '../../domain/catalog/listing/catalogList';
import { getCatalogList } from '../../graphql/catalogList';
import type { Executor } from '../../graphql/executor';

export const defaultCatalogListLifetimeMs = 30_000;

interface Entry {
  at: number;
  generation: string | undefined;
  list: Promise<CatalogList>;
}

const cache = new WeakMap<Executor, Entry>();

export function cachedCatalogList(graphql: Executor, lifetimeMs = defaultCatalogListLifetimeMs, generation?: string): Promise<CatalogList> {
  const entry = cache.get(graphql);
  const holds = entry && (generation === undefined ? Date.now() - entry.at < lifetimeMs : lifetimeMs > 0 && entry.generation === generation);
  if (entry && holds) return entry.list;
  const list = getCatalogList(graphql);
  cache.set(graphql, { at: Date.now(), generation, list });
  // A failed load must not be served to the next request.
  list.catch(() => cache.delete(graphql));
  return list;
}
