// Catalog writes made by this process (a review today; stock and orders later). The page cache keys
// on their count, so this process never answers a page rendered before its own write. A write by
// another process reaches the catalog and answer caches on the next request (catalog_version) and
// the page cache when its entries expire (PAGE_CACHE_MS).
let writes = 0;

export function noteCatalogWrite(): void {
  writes += 1;
}

export function catalogWriteCount(): number {
  return writes;
}
