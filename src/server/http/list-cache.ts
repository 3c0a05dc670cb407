// A small in-process cache of public list answers, stored as the exact bytes sent (with their
// ETag), keyed by the normalised query. Bounded by entries and bytes (least recently used goes
// first), expired after a short lifetime, and emptied on every catalogue write
// (src/server/http/catalogue-events.ts). Concurrent misses for one key share a single load.
import { createHash } from 'node:crypto';
import type { EncodedBody } from './http-cache.js';

/** The bytes of one answer and their ETag (compressed forms are added when first sent). */
export type CachedBody = EncodedBody;

export interface ListCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** Bounds how stale an answer not covered by invalidation (popularity order) can get. */
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  answer: CachedBody;
  expiresAt: number;
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
  const maxBytes = options.maxBytes ?? LIST_CACHE_DEFAULTS.maxBytes;
  const ttlMs = options.ttlMs ?? LIST_CACHE_DEFAULTS.ttlMs;
  const now = options.now ?? Date.now;

  // A Map iterates in insertion order: re-inserting on a hit makes the first key the LRU one.
  const entries = new Map<string, Entry>();
  // Raw URL → normalised key; bounded like the entries, emptied with them.
  const aliases = new Map<string, string>();
  const inFlight = new Map<string, Promise<CachedBody>>();
  let bytes = 0;
  let generation = 0;
  let enabled = true;
  const stats = { hits: 0, misses: 0, entries: 0, bytes: 0 };

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.answer.body.length;
  };

  const store = (key: string, value: CachedBody) => {
    if (value.body.length > maxBytes) return;
    remove(key);
    entries.set(key, { answer: value, expiresAt: now() + ttlMs });
    bytes += value.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const remember = (alias: string | undefined, key: string) => {
    if (alias === undefined || aliases.get(alias) === key) return;
    aliases.delete(alias);
    aliases.set(alias, key);
    if (aliases.size > 2 * maxEntries) aliases.delete(aliases.keys().next().value!);
  };

  return {
    lookup(alias) {
      if (!enabled) return undefined;
      const key = aliases.get(alias);
      const entry = key === undefined ? undefined : entries.get(key);
      if (!entry || entry.expiresAt <= now()) return undefined;
      stats.hits++;
      entries.delete(key!);
      entries.set(key!, entry);
      return entry.answer;
    },
    async getOrLoad(key, load, alias) {
      if (!enabled) return withEtag(await load());
      remember(alias, key);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        stats.hits++;
        entries.delete(key);
        entries.set(key, entry);
        return entry.answer;
      }
      if (entry) remove(key);
      const pending = inFlight.get(key);
      if (pending) {
        stats.hits++;
        return pending;
      }
      stats.misses++;
      const startedIn = generation;
      const loading = load().then(withEtag);
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
      aliases.clear();
      inFlight.clear();
      bytes = 0;
    },
    setEnabled(value) {
      enabled = value;
      if (!value) this.clear();
    },
    get stats() {
      return { ...stats, entries: entries.size, bytes };
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
