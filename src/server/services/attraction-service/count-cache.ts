// How many attractions match a filter set (category, region, search...), shared between every
// request with those filters whatever their coordinates, page or sort. Counting is the costly
// part of a nearest-first page (every match must be visited); the page itself only needs the
// neighbourhood. Emptied on every catalogue write like the list cache (docs/decisions/013).

export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
  clear(): void;
}

export function createCountCache(
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): CountCache {
  const maxEntries = options.maxEntries ?? 2000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<number>; expiresAt: number }>();
  let generation = 0;

  return {
    get(key, count) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const startedIn = generation;
      const value = count();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed count, or one that raced a write, is not kept (unless already replaced).
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then(() => {
        if (startedIn !== generation) forget();
      }, forget);
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
