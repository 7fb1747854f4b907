// Which of a product's public custom fields (store/product-meta.ts) a query asks for.
import type { MetaRecord } from './store/product-meta';

/** WooGraphQL's metaData(key, keysIn, multiple): by default every entry; for a key, its first entry unless `multiple`. */
export function selectMeta(
  entries: readonly MetaRecord[],
  args: { key?: string | null; keysIn?: readonly (string | null)[] | null; multiple?: boolean | null },
): MetaRecord[] {
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
