// Which of a product's public custom fields (store/product-meta.ts) a query asks for.
import type { MetaRecord } from './store/product-meta';

/** WooGraphQL's metaData(key, keysIn, multiple): by default every entry; for a key, its first entry unless `multiple`. */
export function selectMeta<Entry extends Pick<MetaRecord, 'key'>>(
  entries: readonly Entry[],
  args: { key?: string | null; keysIn?: readonly (string | null)[] | null; multiple?: boolean | null },
): Entry[] {
  if (args.key) {
    const matching = entries.filter((entry) => entry.key === args.key);
    return args.multiple ? matching : matching.slice(0, 1);
  }
  if (args.keysIn) {
    const keys = new Set(args.keysIn);
    return entries.filter((entry) => keys.has(entry.key));
  }
  return [...entries];
}
