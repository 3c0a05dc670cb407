// A small in-process cache of public list answers, stored as the exact bytes sent (with their
// ETag), keyed by the normalised query, on the keyed cache (keyed-cache.ts: bounded, expiring,
// one load per key) and emptied on every catalogue write (src/server/http/catalogue-events.ts).
import { createHash } from 'node:crypto';
import type { EncodedBody } from './http-cache.js';
import { createKeyedCache } from './keyed-cache.js';

/** The bytes of one answer and their ETag (compressed forms are added when first sent). */
export type CachedBody = EncodedBody;

export interface ListCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** Bounds how stale an answer not covered by invalidation (popularity order) can get. */
  ttlMs?: number;
  now?: () => number;
}

export interface ListCache {
  /**
   * The cached answer, or the loader's (stored unless a write happened meanwhile). `alias` (the
   * raw request URL) is remembered as another name of the key, for `lookup`.
   */
  getOrLoad(key: string, load: () => Promise<Buffer>, alias?: string): Promise<CachedBody>;
  /**
   * The fresh answer a raw request URL was last served from, if any: a URL answered once through
   * the cache was valid, so its repeats need no validation or normalisation (the hot path).
   */
  lookup(alias: string): CachedBody | undefined;
  clear(): void;
  /** Off: every call loads (the benchmark compares both). */
  setEnabled(enabled: boolean): void;
  readonly stats: { hits: number; misses: number; entries: number; bytes: number };
}

export const LIST_CACHE_DEFAULTS = { maxEntries: 500, maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 };

/** A strong validator: the same bytes always give the same tag, different bytes another. */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function withEtag(body: Buffer): CachedBody {
  return { body, etag: strongEtag(body) };
}

export function createListCache(options: ListCacheOptions = {}): ListCache {
  const maxEntries = options.maxEntries ?? LIST_CACHE_DEFAULTS.maxEntries;
  const answers = createKeyedCache<CachedBody>({
    maxEntries,
    maxSize: options.maxBytes ?? LIST_CACHE_DEFAULTS.maxBytes,
    ttlMs: options.ttlMs ?? LIST_CACHE_DEFAULTS.ttlMs,
    sizeOf: (answer) => answer.body.length,
    ...(options.now ? { now: options.now } : {}),
  });
  // Raw URL → normalised key; bounded like the entries, emptied with them.
  const aliases = new Map<string, string>();

  const remember = (alias: string | undefined, key: string) => {
    if (alias === undefined || aliases.get(alias) === key) return;
    aliases.delete(alias);
    aliases.set(alias, key);
    if (aliases.size > 2 * maxEntries) aliases.delete(aliases.keys().next().value!);
  };

  return {
    lookup(alias) {
      const key = aliases.get(alias);
      return key === undefined ? undefined : answers.get(key);
    },
    async getOrLoad(key, load, alias) {
      if (answers.enabled) remember(alias, key);
      return answers.getOrLoad(key, async () => withEtag(await load()));
    },
    clear() {
      answers.clear();
      aliases.clear();
    },
    setEnabled(value) {
      // `this.clear`: whoever wrapped clear (the attraction service) empties its parts too.
      if (!value) this.clear();
      answers.setEnabled(value);
    },
    get stats() {
      const { hits, misses, entries, size } = answers.stats;
      return { hits, misses, entries, bytes: size };
    },
  };
}

/**
 * The cache key of a parsed query: keys sorted, absent values dropped, repeated values sorted
 * and de-duplicated, so '?b=2&a=1' and '?a=1&b=2' share an entry.
 */
export function normalisedKey(route: string, query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    const normal = Array.isArray(value) ? [...new Set(value.map(String))].sort() : value;
    if (Array.isArray(normal) && normal.length === 0) continue;
    parts.push(`${JSON.stringify(name)}:${JSON.stringify(normal)}`);
  }
  return `${route}?{${parts.join(',')}}`;
}
