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
  /**
   * The row is a building a visitor sees for itself (a castle, palace or house), not a museum
   * in one: a castle from Castlemap matches it at the same spot (decision 130).
   */
  isBuilding?: boolean;
  /** The source's first address line: a museum whose address is another place is part of it. */
  address?: string | null;
}

/**
 * How far a museum inside a place can be from the place's own point: a castle's point and its
 * regimental museum's differ by the size of the castle (Edinburgh, 110 m).
 */
export const PART_RADIUS_M = 300;

/** How close a castle and a building of the same name must be: the sources' points all but coincide. */
export const SAME_BUILDING_RADIUS_M = 100;

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
    .replace(/\b(iwm|v and a)\b/g, (initials) => INITIALISMS[initials]!)
    .trim();
}

/** Initialisms a place goes by, spelt out: "IWM Duxford" is "Imperial War Museum, Duxford". */
const INITIALISMS: Record<string, string> = {
  iwm: 'imperial war museum',
  'v and a': 'victoria and albert museum',
};

/** Words after a place's name that say this is its visitor centre or museum, not another place. */
const OWN_CENTRE_SUFFIX =
  / (visitor centre|interpretive centre|visitor attraction|museum|exhibition)$/;

/**
 * What a name is about without the words that make it the place's own museum or visitor
 * centre: "Skara Brae Visitor Centre" → "skara brae", "Museum of the Broads" → "broads", and the
 * part before a colon ("Big Pit: The National Mining Museum of Wales" → "big pit").
 */
export function coreName(name: string): { core: string; strippedMuseum: boolean } {
  const beforeColon = /^([^:]{6,}):\s/.exec(name)?.[1] ?? name;
  // "(Higher Mill)", "(Whitakers Mill)": a qualifier naming a part, not another place.
  const unqualified = beforeColon.replace(/\s*\([^)]*\)\s*$/, '');
  let core = normaliseName(unqualified)
    .replace(/^(museum|gallery|exhibition) of (the )?/, '')
    // Welsh: "Amgueddfa Howell Harris" is the Howell Harris Museum, "Oriel Plas Glyn y Weddw"
    // the gallery of Plas Glyn y Weddw.
    .replace(/^(amgueddfa|oriel) /, '');
  let strippedMuseum = core !== normaliseName(unqualified);
  for (let match = OWN_CENTRE_SUFFIX.exec(core); match; match = OWN_CENTRE_SUFFIX.exec(core)) {
    strippedMuseum ||= match[1] === 'museum';
    core = core.slice(0, match.index);
  }
  return { core, strippedMuseum };
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
export function isSamePlace(
  a: NamedPoint,
  b: NamedPoint,
  lenient: boolean,
  isTown: (name: string) => boolean = () => false,
): boolean {
  const metres = distanceMetres(a, b);
  if (metres > SAME_NAME_RADIUS_M) return false;
  const left = normaliseName(a.name);
  const right = normaliseName(b.name);
  if (left === right) return true;
  if (metres <= CONTAINED_NAME_RADIUS_M && sameCore(a.name, b.name, lenient, isTown)) return true;
  if (
    metres <= SAME_BUILDING_RADIUS_M &&
    a.isBuilding &&
    b.isBuilding &&
    sameSignificantWords(left, right)
  ) {
    return true;
  }
  if (metres <= PART_RADIUS_M && (isPartOf(a, b, isTown) || isPartOf(b, a, isTown))) return true;
  if (metres <= SAME_BUILDING_RADIUS_M && sameWordsAtOneSpot(a, b, isTown)) return true;
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

/** Words that only say "museum" or join: "Old Gaol Museum Buckingham" is "Buckingham Old Gaol". */
const MUSEUM_WORDS = new Set(['the', 'of', 'museum']);
/** What a building's own collection or centre is called after the building's name. */
const OWN_COLLECTION = /^(\w+)\b.* (collection|discovery centre|visitor centre|heritage centre)$/;

/**
 * Two rows at one spot (within 100 m) that are one day out (decision 130's review of the check's
 * exceptions): the same words in another order, give or take "museum" and the town's name
 * ("Old Gaol Museum Buckingham", "Young Gallery Salisbury").
 */
function sameWordsAtOneSpot(a: NamedPoint, b: NamedPoint, isTown: (name: string) => boolean) {
  const words = (name: string) =>
    new Set(
      normaliseName(name.replace(/\([^)]*\)/g, ' '))
        .split(' ')
        .filter((word) => word && !MUSEUM_WORDS.has(word) && !isTown(word)),
    );
  const left = words(a.name);
  const right = words(b.name);
  return left.size >= 2 && left.size === right.size && [...left].every((word) => right.has(word));
}

/**
 * `part` is inside `whole` and seen on the same visit: its address is the other place ("Discovery
 * Museum" for the regimental museums in it, "Dumbarton Castle" for the Governor's House Museum),
 * or it is a building's own collection or centre. A gallery at a palace keeps its own listing (its own ticket and hours).
 */
export function isPartOf(part: NamedPoint, whole: NamedPoint, isTown: (name: string) => boolean) {
  if (/\bgallery\b/i.test(part.name)) return false;
  // "Monmouth Castle and Regimental Museum" is Monmouth Castle itself, the richer record.
  if (`${normaliseName(part.name)} `.startsWith(`${normaliseName(whole.name)} `)) return false;
  // Two rows whose addresses each name the other are neighbours, not one inside the other.
  const inside =
    addressIsPlace(part.address, whole.name) && !addressIsPlace(whole.address, part.name);
  return inside || ownCollection(part, whole, isTown);
}

/** The address line names the place: all of its name, or the end of it, or "The Castle" a castle. */
function addressIsPlace(address: string | null | undefined, name: string): boolean {
  if (!address) return false;
  const line = normaliseName(address);
  const place = normaliseName(name.replace(/\([^)]*\)/g, ' '));
  // "The Castle", "The Keep": the building of that kind within 100 m ("Nottingham Castle Museum").
  const building = /^(castle|keep|fort|palace)$/.exec(line)?.[1];
  if (building) return ` ${place} `.includes(` ${building} `);
  if (line.split(' ').length < 2 || significantWords(line).size === 0) return false;
  return place === line || place.endsWith(` ${line}`) || coreName(name).core === line;
}

function ownCollection(part: NamedPoint, building: NamedPoint, isTown: (name: string) => boolean) {
  if (!building.isBuilding || part.isBuilding) return false;
  // A museum is a place of its own ("Durham Museum and Heritage Centre" is not Durham Castle's).
  if (/\bmuseum\b/.test(normaliseName(part.name))) return false;
  const first = OWN_COLLECTION.exec(normaliseName(part.name))?.[1];
  return (
    first !== undefined &&
    !GENERIC_WORDS.has(first) &&
    !isTown(first) &&
    normaliseName(building.name).split(' ')[0] === first
  );
}

/**
 * A place and its own visitor centre or museum (decision 130): the same core name, or, against a
 * hand-written place, a core that starts the other's name ("Skara Brae Visitor Centre" /
 * "Skara Brae Prehistoric Village"). A core that is a town's name is the town's museum
 * ("Ludlow Museum" is not Ludlow Castle), and "X Museum" is not another museum "X Y Museum".
 */
function sameCore(a: string, b: string, lenient: boolean, isTown: (name: string) => boolean) {
  const left = coreName(a);
  const right = coreName(b);
  if (left.core.length < 6 || right.core.length < 6) return false;
  if (isTown(left.core) || isTown(right.core)) return false;
  if (left.core === right.core) return true;
  if (!lenient) return false;
  const [short, long, longName] =
    left.core.length <= right.core.length ? [left, right, b] : [right, left, a];
  if (!`${long.core} `.startsWith(`${short.core} `)) return false;
  return !(short.strippedMuseum && /\bmuseum\b/.test(normaliseName(longName)));
}

/**
 * Which points are part of another point within 300 m (isPartOf): the import plans them after
 * the rest, so the whole is listed and the part merges into it, whichever the source lists first.
 */
export function partsOfOtherPlaces<T extends NamedPoint>(
  points: readonly T[],
  isTown: (name: string) => boolean,
): Set<T> {
  const cellOf = (p: NamedPoint) => [Math.floor(p.latitude * 100), Math.floor(p.longitude * 60)];
  const cells = new Map<string, T[]>();
  for (const point of points) {
    const [row, column] = cellOf(point);
    const key = `${row}:${column}`;
    cells.set(key, [...(cells.get(key) ?? []), point]);
  }
  const parts = new Set<T>();
  for (const point of points) {
    const [row, column] = cellOf(point);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const other of cells.get(`${row! + dr}:${column! + dc}`) ?? []) {
          if (
            other !== point &&
            distanceMetres(point, other) <= PART_RADIUS_M &&
            isPartOf(point, other, isTown)
          ) {
            parts.add(point);
          }
        }
      }
    }
  }
  return parts;
}

/**
 * The places already accepted, bucketed by a 0.1° grid so a lookup only compares neighbours
 * (5 km is under 0.05° of latitude and under 0.1° of longitude at UK latitudes).
 */
export class PlaceIndex<T extends NamedPoint> {
  private readonly cells = new Map<string, T[]>();

  /**
   * `lenient`: the index holds hand-written attractions (see isSamePlace); `isTown` tells a
   * town's museum from a place's own (sameCore).
   */
  constructor(
    private readonly lenient: boolean,
    private readonly isTown: (name: string) => boolean = () => false,
  ) {}

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
          if (isSamePlace(point, place, this.lenient, this.isTown)) return place;
        }
      }
    }
    return undefined;
  }

  private static cell(latitude: number, longitude: number): string {
    return `${Math.floor(latitude * 10)}:${Math.floor(longitude * 10)}`;
  }
}
