// `npm run check:catalogue` (decision 130): the errors a visitor would see in the catalogue, found
// by rule so they cannot creep back: the same place twice, a pin far from its postcode district,
// a region that disagrees with its county, a description naming a far-off town, a source
// abbreviation left in text. A finding fails the check unless the reviewed exceptions file
// (data/catalogue-exceptions.json) lists it with a one-line reason.
import { distanceMiles } from '../../../contract/distance.js';
import { distanceMetres, normaliseName } from './dedupe.js';
import { farFromPostcode, type DistrictCentres } from './pins.js';
import type { Gazetteer } from './towns.js';

export interface CataloguePlace {
  name: string;
  description: string;
  latitude: number | null;
  longitude: number | null;
  postalCode: string | null;
  regionName: string;
  /** The region its county or council area belongs to, when the source names one. */
  countyRegion: string | null;
  /** Our own words (a basic listing): the towns they name are checked against the point. */
  generatedDescription: boolean;
}

export type FindingRule = 'samePlace' | 'farPin' | 'regionCounty' | 'farTown' | 'abbreviation';

export interface Finding {
  rule: FindingRule;
  /** What the exceptions file names: the place, or both places of a pair. */
  key: string;
  message: string;
}

export const SAME_NAME_KM = 2;
export const SAME_POINT_M = 50;
export const FAR_TOWN_MILES = 10;

/** "nr Marlborough", "Nr. Truro", "in by Inveraray": the source's shorthand, not English. */
const ABBREVIATION = /\b[Nn]r\.?\s|\b(?:in|at) by\b/;
/** Where our descriptions name a town: "in Lewes.", "near Truro.", "miles from Eastleigh,". */
const TOWN_IN_DESCRIPTION = /\b(?:in|near|at|miles from) ([A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)[.,]/;

type Placed = CataloguePlace & { latitude: number; longitude: number };
const placed = (place: CataloguePlace): place is Placed => place.latitude !== null;

function samePlaceFindings(places: readonly Placed[]): Finding[] {
  const findings: Finding[] = [];
  const cells = new Map<string, Placed[]>();
  const cellOf = (p: Placed) => [Math.floor(p.latitude * 50), Math.floor(p.longitude * 30)];
  for (const place of places) {
    const [row, column] = cellOf(place);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const other of cells.get(`${row! + dr}:${column! + dc}`) ?? []) {
          const metres = distanceMetres(place, other);
          const sameName = normaliseName(place.name) === normaliseName(other.name);
          if (metres <= SAME_POINT_M || (sameName && metres <= SAME_NAME_KM * 1000)) {
            findings.push({
              rule: 'samePlace',
              key: [other.name, place.name].sort().join(' | '),
              message: `${other.name} and ${place.name} are ${Math.round(metres)} m apart`,
            });
          }
        }
      }
    }
    const key = `${row}:${column}`;
    cells.set(key, [...(cells.get(key) ?? []), place]);
  }
  return findings;
}

function placeFindings(
  place: CataloguePlace,
  districts: DistrictCentres,
  gazetteer: Gazetteer,
): Finding[] {
  const findings: Finding[] = [];
  const at = (rule: FindingRule, message: string) =>
    findings.push({ rule, key: place.name, message: `${place.name}: ${message}` });
  if (placed(place)) {
    const far = farFromPostcode(place, place.postalCode, districts);
    if (far) at('farPin', `${Math.round(far.miles)} miles from postcode district ${far.district}`);
    const named = place.generatedDescription
      ? TOWN_IN_DESCRIPTION.exec(place.description)?.[1]
      : undefined;
    const town = named ? gazetteer.find(named, place) : null;
    // "about 12 miles from Fort William" says how far: only a wrong distance is a finding.
    const stated = /about (\d+) miles from /.exec(place.description)?.[1];
    const allowed = stated ? Number(stated) + 2 : FAR_TOWN_MILES;
    if (town && distanceMiles(place, town) > allowed) {
      at(
        'farTown',
        `the description names ${town.name}, ${Math.round(distanceMiles(place, town))} miles away`,
      );
    }
  }
  if (place.countyRegion && place.countyRegion !== place.regionName) {
    at('regionCounty', `in region ${place.regionName}, its county is in ${place.countyRegion}`);
  }
  if (ABBREVIATION.test(place.description)) at('abbreviation', 'the description has "nr" or "by"');
  return findings;
}

export function checkCatalogue(
  places: readonly CataloguePlace[],
  districts: DistrictCentres,
  gazetteer: Gazetteer,
): Finding[] {
  return [
    ...samePlaceFindings(places.filter(placed)),
    ...places.flatMap((place) => placeFindings(place, districts, gazetteer)),
  ];
}

export interface CatalogueException {
  rule: FindingRule;
  key: string;
  reason: string;
}

/** The findings no exception covers, and the exceptions no finding needs any more. */
export function unexcepted(
  findings: readonly Finding[],
  exceptions: readonly CatalogueException[],
) {
  const id = (item: { rule: string; key: string }) => `${item.rule}\t${item.key}`;
  const excepted = new Set(exceptions.map(id));
  const found = new Set(findings.map(id));
  return {
    failures: findings.filter((finding) => !excepted.has(id(finding))),
    stale: exceptions.filter((exception) => !found.has(id(exception))),
  };
}
