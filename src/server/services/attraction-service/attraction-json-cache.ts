// Each public attraction's answer JSON, encoded once and kept until the catalogue changes
// (docs/decisions/015). An uncached list page spent a fifth of the server's CPU walking the
// response schema over trusted rows on every request, and more again building, parsing and
// collecting the rows' JSON: a page is now its ids, a distance each, and these kept strings.
//
// The text is what the route's serialiser writes (zod's encode, then JSON.stringify), so the
// wire does not change: the schema still checks every attraction, once per entry. Only the
// distance differs between requests; it sits between `checks` and `createdAt` in the schema's
// order, so an entry is the text split there.
import { z } from 'zod';
import {
  AttractionListMetadataSchema,
  type AttractionListMetadata,
} from '../../../contract/attraction-list.js';
import { AttractionSchema, type Attraction } from '../../../contract/attraction.js';
import { distanceMiles, type LatLng } from '../../../contract/distance.js';

interface Entry {
  /** From `{` to the end of `checks`. */
  head: string;
  /** From `,"createdAt":` to the closing `}`. */
  tail: string;
  coordinates: LatLng | null;
  expiresAt: number;
}

export interface AttractionJsonCache {
  /**
   * The answer JSON of each id, in order, with `distance` from `origin` when given; `load` reads
   * the ids not kept (public reads: no reference number, no moderator names, no distance).
   * Ids it does not return are left out, as the loader leaves out ids that do not exist.
   */
  texts(
    ids: readonly number[],
    origin: LatLng | undefined,
    load: (ids: number[]) => Promise<Attraction[]>,
  ): Promise<string[]>;
  clear(): void;
  readonly stats: { hits: number; misses: number; entries: number };
}

/** ~2 KB each: ~40 MB at most, the busiest places of a 100,000-place catalogue. */
export const JSON_CACHE_DEFAULTS = { maxEntries: 20_000, ttlMs: 60_000 };

const CREATED_AT = ',"createdAt":';

function encode(attraction: Attraction): Omit<Entry, 'expiresAt'> {
  // Exactly the route serialiser's steps; a row the schema refuses fails the request as before.
  const text = JSON.stringify(z.encode(AttractionSchema, attraction));
  // createdAt is the last top-level key but updatedAt and has no namesake inside; inside a
  // string the quotes would be escaped, so the last plain occurrence is the top-level key.
  const split = text.lastIndexOf(CREATED_AT);
  return {
    head: text.slice(0, split),
    tail: text.slice(split),
    coordinates: attraction.location.coordinates,
  };
}

function withDistance(entry: Entry, origin: LatLng | undefined): string {
  if (!origin || !entry.coordinates) return entry.head + entry.tail;
  return `${entry.head},"distance":${JSON.stringify(distanceMiles(origin, entry.coordinates))}${entry.tail}`;
}

export function createAttractionJsonCache(
  options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {},
): AttractionJsonCache {
  const maxEntries = options.maxEntries ?? JSON_CACHE_DEFAULTS.maxEntries;
  // hitCount changes without a catalogue event (a website visit): like the list cache, an
  // entry's lifetime bounds how stale it can get (docs/decisions/013).
  const ttlMs = options.ttlMs ?? JSON_CACHE_DEFAULTS.ttlMs;
  const now = options.now ?? Date.now;
  // Map order is insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<number, Entry>();
  let generation = 0;
  const stats = { hits: 0, misses: 0 };

  const fresh = (id: number): Entry | undefined => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    entries.delete(id);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(id, entry);
    return entry;
  };

  return {
    async texts(ids, origin, load) {
      const found = new Map<number, Entry>();
      const missing: number[] = [];
      for (const id of ids) {
        const entry = fresh(id);
        if (entry) found.set(id, entry);
        else missing.push(id);
      }
      stats.hits += found.size;
      stats.misses += missing.length;
      if (missing.length > 0) {
        const startedIn = generation;
        const expiresAt = now() + ttlMs;
        for (const attraction of await load(missing)) {
          const entry = { ...encode(attraction), expiresAt };
          found.set(attraction.id, entry);
          // A write during the load may have changed the row: use it once, do not keep it.
          if (startedIn !== generation) continue;
          entries.set(attraction.id, entry);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        }
      }
      const texts: string[] = [];
      for (const id of ids) {
        const entry = found.get(id);
        if (entry) texts.push(withDistance(entry, origin));
      }
      return texts;
    },
    clear() {
      generation++;
      entries.clear();
    },
    get stats() {
      return { ...stats, entries: entries.size };
    },
  };
}

/** The list's answer as AttractionListResponseSchema serialises it, around kept attraction texts. */
export function listAnswerText(
  results: readonly string[],
  metadata: AttractionListMetadata,
): string {
  const encoded = JSON.stringify(z.encode(AttractionListMetadataSchema, metadata));
  return `{"results":[${results.join(',')}],"metadata":${encoded}}`;
}
