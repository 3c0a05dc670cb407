// Is this source row a place the catalogue already has? (decision 006). Names are compared after
// normalising, by trigram similarity (as PostgreSQL's pg_trgm does it); how close the points must
// be depends on how close the names are, because the sources measure big sites and heritage
// railways from another end: an exact or near-exact name within a few kilometres is the same
// place; a name that starts with the other within 1.5 km; a looser match only within 300 m.
import { distanceKm } from '../../../contract/distance.js';

export interface NamedPoint {
  name: string;
  latitude: number;
  longitude: number;
}

export const SAME_NAME_RADIUS_M = 5000;
export const CONTAINED_NAME_RADIUS_M = 1500;
export const LOOSE_NAME_RADIUS_M = 300;
export const NEAR_EXACT_SIMILARITY = 0.8;
export const LOOSE_SIMILARITY = 0.45;

/** Lowercase ASCII words: accents, punctuation and a leading "the" do not tell places apart. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^the /, '')
    .trim();
}

// Names recur in every comparison of a run: their trigram sets are built once.
const trigramCache = new Map<string, Set<string>>();

function trigrams(normalised: string): Set<string> {
  const cached = trigramCache.get(normalised);
  if (cached) return cached;
  const grams = new Set<string>();
  for (const word of normalised.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  trigramCache.set(normalised, grams);
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of both names. */
export function nameSimilarity(a: string, b: string): number {
  const left = trigrams(normaliseName(a));
  const right = trigrams(normaliseName(b));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Words that name what kind of place, not which one: "Lewes Castle" and "Lewes Castle And Museum". */
const GENERIC_WORDS = new Set(
  'and of at the in on museum museums gallery galleries art arts gardens garden park estate grounds house hall centre center visitor exhibition collection collections heritage trust regimental'.split(
    ' ',
  ),
);

/** The longer name starts with the shorter (of 7 letters or more), as whole words. */
function prefixRest(a: string, b: string): string[] | null {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 7 || !`${long} `.startsWith(`${short} `)) return null;
  return long.slice(short.length).trim().split(' ').filter(Boolean);
}

const significantWords = (normalised: string) =>
  new Set(normalised.split(' ').filter((word) => word && !GENERIC_WORDS.has(word)));

/** Every distinguishing word of one name is in the other. */
function sameSignificantWords(a: string, b: string): boolean {
  const left = significantWords(a);
  const right = significantWords(b);
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  return small.size > 0 && [...small].every((word) => large.has(word));
}

function sameWordsBothWays(a: string, b: string): boolean {
  const left = significantWords(a);
  const right = significantWords(b);
  return left.size === right.size && [...left].every((word) => right.has(word));
}

export function distanceMetres(a: NamedPoint, b: NamedPoint): number {
  return distanceKm(a, b) * 1000;
}

/**
 * Whether two named points are the same place. Against a hand-written attraction (`lenient`)
 * the looser rules apply, because adding a hand-written place twice is the worse mistake;
 * between two source rows only names that differ by generic words match, because neighbouring
 * museums often share a word ("National Gallery", "National Portrait Gallery").
 */
export function isSamePlace(a: NamedPoint, b: NamedPoint, lenient: boolean): boolean {
  const metres = distanceMetres(a, b);
  if (metres > SAME_NAME_RADIUS_M) return false;
  const left = normaliseName(a.name);
  const right = normaliseName(b.name);
  if (left === right) return true;
  if (nameSimilarity(a.name, b.name) >= NEAR_EXACT_SIMILARITY) {
    // "National War Museum of Scotland" is not the "National Museum of Scotland": between two
    // source rows, a distinguishing word of its own keeps a near-exact name apart unless the
    // points all but coincide.
    return lenient || sameWordsBothWays(left, right) || metres <= LOOSE_NAME_RADIUS_M;
  }
  if (metres > CONTAINED_NAME_RADIUS_M) return false;
  const rest = prefixRest(left, right);
  if (rest && (lenient || rest.every((word) => GENERIC_WORDS.has(word)))) return true;
  return (
    lenient &&
    metres <= LOOSE_NAME_RADIUS_M &&
    nameSimilarity(a.name, b.name) >= LOOSE_SIMILARITY &&
    sameSignificantWords(left, right)
  );
}

/**
 * The places already accepted, bucketed by a 0.1° grid so a lookup only compares neighbours
 * (5 km is under 0.05° of latitude and under 0.1° of longitude at UK latitudes).
 */
export class PlaceIndex<T extends NamedPoint> {
  private readonly cells = new Map<string, T[]>();

  /** `lenient`: the index holds hand-written attractions (see isSamePlace). */
  constructor(private readonly lenient: boolean) {}

  add(place: T): void {
    const key = PlaceIndex.cell(place.latitude, place.longitude);
    const list = this.cells.get(key);
    if (list) list.push(place);
    else this.cells.set(key, [place]);
  }

  /** The first known place that is the same as this one, or undefined. */
  findSame(point: NamedPoint): T | undefined {
    const row = Math.floor(point.latitude * 10);
    const column = Math.floor(point.longitude * 10);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const place of this.cells.get(`${row + dr}:${column + dc}`) ?? []) {
          if (isSamePlace(point, place, this.lenient)) return place;
        }
      }
    }
    return undefined;
  }

  private static cell(latitude: number, longitude: number): string {
    return `${Math.floor(latitude * 10)}:${Math.floor(longitude * 10)}`;
  }
}
