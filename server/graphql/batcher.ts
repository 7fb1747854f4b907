// A per-request batcher in the manner of DataLoader: every load() made while one level of the
// answer resolves is gathered and answered by a single query, so a list of 10,000 products costs
// one query per relation, not one per product. Results are kept for the rest of the request.
export interface Batcher<Key, Value> {
  load(key: Key): Promise<Value>;
  /** Records a value already at hand (a product read by the list query) so no query asks for it. */
  prime(key: Key, value: Value): void;
}

// Run after the promise jobs already queued, as DataLoader does: by then graphql-js has called
// the resolvers of every sibling in the list being completed.
const afterCurrentJobs = (run: () => void) => void Promise.resolve().then(() => process.nextTick(run));

export function batcher<Key, Value>(
  loadMany: (keys: Key[]) => Promise<ReadonlyMap<Key, Value>>,
  missing: Value,
): Batcher<Key, Value> {
  type Waiting = { key: Key; resolve: (value: Value) => void; reject: (error: unknown) => void };
  const cache = new Map<Key, Promise<Value>>();
  let queue: Waiting[] | null = null;

  const dispatch = async (batch: Waiting[]) => {
    try {
      const found = await loadMany(batch.map((item) => item.key));
      for (const item of batch) item.resolve(found.has(item.key) ? found.get(item.key)! : missing);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };

  return {
    load(key) {
      const cached = cache.get(key);
      if (cached) return cached;
      const promise = new Promise<Value>((resolve, reject) => {
        if (!queue) {
          const batch: Waiting[] = [];
          queue = batch;
          afterCurrentJobs(() => {
            queue = null;
            void dispatch(batch);
          });
        }
        queue.push({ key, resolve, reject });
      });
      cache.set(key, promise);
      return promise;
    },
    prime(key, value) {
      if (!cache.has(key)) cache.set(key, Promise.resolve(value));
    },
  };
}
