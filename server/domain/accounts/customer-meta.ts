// A customer's meta data (WooCommerce's customer meta, `customers.meta`): updateCustomer merges the
// given keys into what is stored, and an empty value deletes its key. The storefront keeps the
// saved wishlist here (key `storefront_wishlist`). Bounded, so one account cannot grow without end.
import { InputError } from '../input-error';

export interface MetaDataEntry {
  key: string;
  value?: string | null;
}

export const metaDataLimits = { keys: 50, keyLength: 255, valueBytes: 64 * 1024 };

/** `stored` with `entries` merged in; throws when a key or value breaks the limits. */
export function mergedMeta(stored: Readonly<Record<string, string>>, entries: readonly (MetaDataEntry | null)[]): Record<string, string> {
  const merged = { ...stored };
  for (const entry of entries) {
    if (!entry) continue;
    const key = entry.key.trim();
    // Keys starting with _ are the shop's own (WooCommerce's private meta).
    if (!key || key.length > metaDataLimits.keyLength || key.startsWith('_')) {
      throw new InputError(`Meta data keys must be 1 to ${metaDataLimits.keyLength} characters not starting with "_".`);
    }
    const value = entry.value ?? '';
    if (Buffer.byteLength(value) > metaDataLimits.valueBytes) throw new InputError(`A meta data value may have at most ${metaDataLimits.valueBytes / 1024} KB.`);
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > metaDataLimits.keys) throw new InputError(`An account may keep at most ${metaDataLimits.keys} meta data keys.`);
  return merged;
}
