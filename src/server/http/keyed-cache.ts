// The in-process cache under the public answers: bounded by entries and by size (least recently
// used goes first), expired after a short lifetime, emptied on demand (a catalogue write), and
// one load shared by concurrent misses of a key. The list cache (list-cache.ts) keeps API answers
// in it and the page cache (services/web-app/page-cache.ts) rendered pages.

export interface KeyedCacheOptions<V> {
  maxEntries: number;
  /** The most `sizeOf` summed over the entries; a value bigger than this is never kept. */
  maxSize: number;
  /** Bounds how stale a value that no clear covers can get. */
  ttlMs: number;
  sizeOf: (value: V) => number;
  /** A loaded value that must not be kept (an error page, say): it is served once. */
  keep?: (value: V) => boolean;
  now?: () => number;
}

export interface KeyedCache<V> {
  /** The fresh value for `key`, if one is kept (counts as a hit and as recently used). */
  get(key: string): V | undefined;
  /** The kept value, or the loader's: kept unless a clear happened during the load. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  /** Off: every call loads and nothing is kept (the benchmarks compare both). */
  setEnabled(enabled: boolean): void;
  readonly enabled: boolean;
  readonly stats: { hits: number; misses: number; entries: number; size: number };
}

interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

export function createKeyedCache<V>(options: KeyedCacheOptions<V>): KeyedCache<V> {
  const { maxEntries, maxSize, ttlMs, sizeOf } = options;
  const keep = options.keep ?? (() => true);
  const now = options.now ?? Date.now;

  // A Map iterates in insertion order: re-inserting on a hit makes the first key the LRU one.
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, Promise<V>>();
  let size = 0;
  // Bumped by every clear: a load that started before it may hold an answer from before a write.
  let generation = 0;
  let enabled = true;
  const stats = { hits: 0, misses: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.size;
  };

  const store = (key: string, value: V) => {
    const valueSize = sizeOf(value);
    if (valueSize > maxSize || !keep(value)) return;
    remove(key);
    entries.set(key, { value, size: valueSize, expiresAt: now() + ttlMs });
    size += valueSize;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && size <= maxSize) break;
      remove(oldest);
    }
  };

  const fresh = (key: string): V | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    stats.hits++;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  };

  const cache: KeyedCache<V> = {
    get(key) {
      return enabled ? fresh(key) : undefined;
    },
    async getOrLoad(key, load) {
      if (!enabled) return load();
      const kept = fresh(key);
      if (kept !== undefined) return kept;
      const pending = inFlight.get(key);
      if (pending) {
        stats.hits++;
        return pending;
      }
      stats.misses++;
      const startedIn = generation;
      const loading = load();
      inFlight.set(key, loading);
      try {
        const value = await loading;
        // A write during the load may have changed the answer: serve it once, do not keep it.
        if (startedIn === generation) store(key, value);
        return value;
      } finally {
        if (inFlight.get(key) === loading) inFlight.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
      inFlight.clear();
      size = 0;
    },
    setEnabled(value) {
      enabled = value;
      if (!value) cache.clear();
    },
    get enabled() {
      return enabled;
    },
    get stats() {
      return { ...stats, entries: entries.size, size };
    },
  };
  return cache;
}
