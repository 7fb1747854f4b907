// A page rendered again under a new catalog generation is most often the same page: through a sale,
// orders start a generation every STOCK_CACHE_MS, and each renders every page anew, though only the
// pages showing the stock that changed differ. A kept body's compressed forms cost about as much as
// its render (brotli's quality 5 on a product page: about 1 ms, its render about 1.3 ms), so a body
// byte for byte the last one of its address keeps that one's forms instead of being compressed again.
import type { CacheGauge } from '../../common/cache-gauges';
import type { CompressedBody } from './compressed';

export class UnchangedBodies {
  /** The last body made for each address, oldest first (the first pushed out). */
  private readonly last = new Map<string, CompressedBody>();

  constructor(private readonly maxEntries = 1000) {}

  /** The body kept for `address` when `identity` is its bytes, else `make()`'s, kept from now on. */
  reuse(address: string, identity: Buffer, make: () => CompressedBody): CompressedBody {
    const kept = this.last.get(address);
    this.last.delete(address);
    const body = kept && kept.identity.equals(identity) ? kept : make();
    this.last.set(address, body);
    if (this.last.size > this.maxEntries) this.last.delete(this.last.keys().next().value!);
    return body;
  }

  /** Bodies kept, and their bytes (the forms made so far included); the current pages' are the page cache's too. */
  gauge(): CacheGauge {
    let bytes = 0;
    for (const body of this.last.values()) bytes += body.heldBytes();
    return { entries: this.last.size, bytes };
  }
}
