// Towns for the import's words (decision 130). The source's town field sometimes carries an
// abbreviation ("nr Marlborough", "Nr. Truro", "by Inveraray"): the postal town is the town
// itself, and the description says "near". Castlemap rows have no town: the gazetteer gives the
// nearest real town to the castle's own point, placed by museums whose points agree with their
// postcodes, so one misplaced museum cannot lend its town to a castle 30 miles away.
import { distanceMiles, type LatLng } from '../../../contract/distance.js';
import { regionFromAdminArea } from './regions.js';
import type { SourceRecord } from './source-records.js';

export interface PlaceTown {
  /** The town itself, as a postal town: "Marlborough". */
  town: string;
  /** The source said the place is near the town, not in it. */
  near: boolean;
}

const NEAR_PREFIX = /^(?:nr\.?|near|by)\s+/i;
/** "Compton, nr Guildford": a village, then its post town. */
const NEAR_INSIDE = /^(.+?),\s*(?:nr\.?|near)\s+(.+)$/i;

/** "nr Marlborough" → Marlborough, near; "Compton, nr Guildford" → Compton; "Lewes" → Lewes, in. */
export function placeTown(sourceTown: string | null): PlaceTown | null {
  if (!sourceTown) return null;
  const inside = NEAR_INSIDE.exec(sourceTown.trim());
  if (inside) return { town: inside[1]!.trim(), near: false };
  const town = sourceTown.replace(NEAR_PREFIX, '').trim();
  if (!town) return null;
  return { town, near: town !== sourceTown.trim() };
}

/** How far a museum's point may lie from its postcode district's middle and still place a town. */
/** A castle (no address) or a far post town's place is described by a real town this near. */
export const NEAREST_TOWN_MAX_MILES = 15;
const TRUSTED_POINT_MILES = 3;

export interface NamedTown extends LatLng {
  name: string;
  /** The region its museums' county is in (castles, with no county, take their town's). */
  region?: string | null;
}

export interface Gazetteer {
  nearest(point: LatLng, maxMiles: number): (NamedTown & { miles: number }) | null;
  /**
   * Where a town of this name is, by the points of the places in it; the one nearest `near` when
   * several towns share the name (Newport, Gillingham, Richmond); null for a town it does not know.
   */
  find(name: string, near?: LatLng): NamedTown | null;
}

/** Places of one name further apart than this are different towns. */
const SAME_TOWN_MILES = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A gazetteer from the data we ship: every town of a museum whose point lies within 3 miles of
 * its postcode district's middle, at the median of those points, plus the site's cities.
 */
export function buildGazetteer(
  records: readonly SourceRecord[],
  districtCentre: (postcode: string) => LatLng | null,
  cities: readonly NamedTown[],
): Gazetteer {
  // Per name, groups of points: a point joins the first group of that name within 20 miles.
  const groups = new Map<
    string,
    { name: string; lat: number[]; lon: number[]; region: string | null }[]
  >();
  for (const record of records) {
    const town = placeTown(record.town);
    const centre = record.postcode ? districtCentre(record.postcode) : null;
    if (!town || town.near || !centre) continue;
    if (distanceMiles(record, centre) > TRUSTED_POINT_MILES) continue;
    const key = town.town.toLowerCase();
    const list = groups.get(key) ?? [];
    let group = list.find(
      (g) =>
        distanceMiles({ latitude: g.lat[0]!, longitude: g.lon[0]! }, record) <= SAME_TOWN_MILES,
    );
    if (!group) {
      group = { name: town.town, lat: [], lon: [], region: regionFromAdminArea(record) };
      list.push(group);
    }
    group.lat.push(record.latitude);
    group.lon.push(record.longitude);
    groups.set(key, list);
  }
  const towns = new Map<string, NamedTown[]>();
  for (const [key, list] of groups) {
    towns.set(
      key,
      list.map((g) => ({
        name: g.name,
        latitude: median(g.lat),
        longitude: median(g.lon),
        region: g.region,
      })),
    );
  }
  for (const city of cities) {
    const key = city.name.toLowerCase();
    const others = (towns.get(key) ?? []).filter(
      (town) => distanceMiles(town, city) > SAME_TOWN_MILES,
    );
    towns.set(key, [city, ...others]);
  }
  const list = [...towns.values()].flat();
  return {
    nearest(point, maxMiles) {
      let best: (NamedTown & { miles: number }) | null = null;
      for (const town of list) {
        const miles = distanceMiles(point, town);
        if (miles <= maxMiles && (!best || miles < best.miles)) best = { ...town, miles };
      }
      return best;
    },
    find(name, near) {
      const found = towns.get(name.toLowerCase()) ?? [];
      if (!near) return found[0] ?? null;
      return [...found].sort((a, b) => distanceMiles(near, a) - distanceMiles(near, b))[0] ?? null;
    },
  };
}
