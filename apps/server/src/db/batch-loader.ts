/**
 * Coalesces reads by key: every key asked for while the event loop handles one round of
 * incoming requests is read by one `loadMany` call (the DataLoader pattern, without its cache).
 * Under load a database round trip per request costs far more than the query itself; one
 * statement for a few dozen keys costs about as much as one for a single key. Each answer is
 * still read after its request arrived, so nothing is served stale.
 */
export interface BatchLoaderOptions {
  /** Upper bound on keys per `loadMany` call; more keys in one round start another call. */
  maxBatch: number;
}

interface Waiting<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  options: BatchLoaderOptions,
): (key: K) => Promise<V | undefined> {
  let waiting: Waiting<K, V>[] = [];

  function dispatch() {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += options.maxBatch) {
      const slice = batch.slice(start, start + options.maxBatch);
      // The same key asked twice in one round (two tabs of one member) is read once.
      const keys = [...new Set(slice.map((entry) => entry.key))];
      loadMany(keys).then(
        (found) => {
          for (const entry of slice) entry.resolve(found.get(entry.key));
        },
        (error: unknown) => {
          for (const entry of slice) entry.reject(error);
        },
      );
    }
  }

  return function load(key: K) {
    return new Promise<V | undefined>((resolve, reject) => {
      // setImmediate runs after the poll phase, so the requests parsed from every socket that
      // was readable in this round join the same batch; a lone request waits one loop turn.
      if (waiting.length === 0) setImmediate(dispatch);
      waiting.push({ key, resolve, reject });
    });
  };
}
