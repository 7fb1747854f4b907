// A per-request batcher in the manner of DataLoader: every load() made while one level of the
// answer resolves is gathered and answered by a single query, so a list of 10,000 products costs
// one query per relation, not one per product. Results are kept for the rest of the request.
//
// A value already loaded is also handed out as it is (get), not wrapped in a promise: when a list
// has preloaded its relations, graphql-js completes every field of every node without waiting,
// instead of settling tens of thousands of promises.
export type MaybePromise<T> = T | Promise<T>;

export interface Batcher<Key, Value> {
  load(key: Key): Promise<Value>;
  /** The value when it is at hand, else the promise of it. */
  get(key: Key): MaybePromise<Value>;
  /** Loads the values of many keys at once, so later gets answer at once. */
  preload(keys: Iterable<Key>): Promise<void>;
  /** Records a value already at hand (a product read by the list query) so no query asks for it. */
  prime(key: Key, value: Value): void;
}

/** Applies `then` to a value that may still be coming, without a promise when it is not. */
export function andThen<T, R>(value: MaybePromise<T>, then: (value: T) => R): MaybePromise<R> {
  return value instanceof Promise ? value.then(then) : then(value);
}

// Run after the promise jobs already queued, as DataLoader does: by then graphql-js has called
// the resolvers of every sibling in the list being completed.
const afterCurrentJobs = (run: () => void) => void Promise.resolve().then(() => process.nextTick(run));

export function batcher<Key, Value>(
  loadMany: (keys: Key[]) => Promise<ReadonlyMap<Key, Value>>,
  missing: Value,
): Batcher<Key, Value> {
  type Waiting = { key: Key; resolve: (value: Value) => void; reject: (error: unknown) => void };
  const loaded = new Map<Key, Value>();
  const loading = new Map<Key, Promise<Value>>();
  let queue: Waiting[] | null = null;

  const dispatch = async (batch: Waiting[]) => {
    try {
      const found = await loadMany(batch.map((item) => item.key));
      for (const item of batch) {
        const value = found.has(item.key) ? found.get(item.key)! : missing;
        loaded.set(item.key, value);
        loading.delete(item.key);
        item.resolve(value);
      }
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };

  const load = (key: Key): Promise<Value> => {
    if (loaded.has(key)) return Promise.resolve(loaded.get(key)!);
    const pending = loading.get(key);
    if (pending) return pending;
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
    loading.set(key, promise);
    return promise;
  };

  return {
    load,
    get: (key) => (loaded.has(key) ? loaded.get(key)! : load(key)),
    async preload(keys) {
      const wanted: Promise<Value>[] = [];
      for (const key of keys) if (!loaded.has(key)) wanted.push(load(key));
      await Promise.all(wanted);
    },
    prime(key, value) {
      if (!loaded.has(key) && !loading.has(key)) loaded.set(key, value);
    },
  };
}
