// Region from the source's admin area (decision 006). Mapping Museums names the English region
// and county, or the Scottish council area; the site's regions split some of those (South East
// England and Southern England share the English South East region; Scotland is north and
// south), so the county or council settles it, and coordinates settle the few council areas
// that straddle the line. Every answer is checked against the region's area: a row outside it
// goes to another region of the same nation that contains it, or stays out.
import type { SourceRecord } from './source-records.js';

export interface RegionArea {
  regionName: string;
  area: { minLatitude: number; minLongitude: number; maxLatitude: number; maxLongitude: number };
  latitude: number;
  longitude: number;
}

const ENGLISH_REGIONS: Record<string, string> = {
  'East of England': 'easternengland',
  'East Midlands': 'eastmidlands',
  London: 'london',
  'North East': 'northeastengland',
  'North West': 'northwestengland',
  'West Midlands': 'westmidlands',
  'Yorkshire and The Humber': 'yorkshire',
};

/** Counties and unitary areas of the English South East and South West that are "Southern England". */
const SOUTHERN_ENGLAND = new Set([
  'Hampshire',
  'Isle of Wight',
  'Southampton',
  'Portsmouth',
  'Dorset',
  'Bournemouth',
  'Poole',
  'Wiltshire',
  'Swindon',
  'Oxfordshire',
  'Buckinghamshire',
  'Milton Keynes',
  'West Berkshire',
  'Reading',
  'Wokingham',
  'Bracknell Forest',
  'Windsor and Maidenhead',
  'Slough',
]);

const NORTH_SCOTLAND = new Set([
  'Highland',
  'Aberdeen City',
  'Aberdeenshire',
  'Moray',
  'Perth and Kinross',
  'Angus',
  'Dundee City',
  'Na h-Eileanan Siar',
  'Orkney Islands',
  'Shetland Islands',
]);

/** Argyll and Bute runs from Kintyre and Bute (south) to Mull and the north isles. */
const ARGYLL_NORTH_OF_LATITUDE = 56.2;

const NATION_REGIONS: Record<string, string[]> = {
  England: [
    'easternengland',
    'eastmidlands',
    'london',
    'northeastengland',
    'northwestengland',
    'southeastengland',
    'southernengland',
    'southwestengland',
    'westmidlands',
    'yorkshire',
  ],
  Scotland: ['northscotland', 'southscotland'],
  Wales: ['wales'],
  'Northern Ireland': ['northernireland'],
};

/** "Hampshire (English County)" → "Hampshire". */
const areaName = (part: string | undefined) => (part ?? '').replace(/\s*\([^)]*\)\s*$/, '').trim();

/** The region the admin area names, before the area check; null when it names none. */
export function regionFromAdminArea(record: SourceRecord): string | null {
  const [first, second] = record.adminArea.map(areaName);
  switch (record.nation) {
    case 'Wales':
      return 'wales';
    case 'Northern Ireland':
      return 'northernireland';
    case 'Scotland':
      if (first === 'Argyll and Bute') {
        return record.latitude >= ARGYLL_NORTH_OF_LATITUDE ? 'northscotland' : 'southscotland';
      }
      return first ? (NORTH_SCOTLAND.has(first) ? 'northscotland' : 'southscotland') : null;
    case 'England':
      if (first === 'South East' || first === 'South West') {
        if (SOUTHERN_ENGLAND.has(second ?? '')) return 'southernengland';
        return first === 'South East' ? 'southeastengland' : 'southwestengland';
      }
      return ENGLISH_REGIONS[first ?? ''] ?? null;
    default:
      return null;
  }
}

export function isInside(region: RegionArea, point: { latitude: number; longitude: number }) {
  const { area } = region;
  return (
    point.latitude >= area.minLatitude &&
    point.latitude <= area.maxLatitude &&
    point.longitude >= area.minLongitude &&
    point.longitude <= area.maxLongitude
  );
}

const squaredDistance = (a: RegionArea, p: { latitude: number; longitude: number }) =>
  (a.latitude - p.latitude) ** 2 + (a.longitude - p.longitude) ** 2;

/**
 * The region for a record: the preferred one (from the admin area, or for a source without one
 * the region of its nearest already-placed neighbour) when the point lies inside its area, else
 * the nearest region of the same nation whose area holds the point, else null (kept out).
 */
export function assignRegion(
  record: SourceRecord,
  preferred: string | null,
  regions: ReadonlyMap<string, RegionArea>,
): string | null {
  const chosen = preferred ? regions.get(preferred) : undefined;
  if (chosen && isInside(chosen, record)) return chosen.regionName;
  const candidates = (NATION_REGIONS[record.nation] ?? [])
    .map((name) => regions.get(name))
    .filter((region): region is RegionArea => region !== undefined && isInside(region, record))
    .sort((a, b) => squaredDistance(a, record) - squaredDistance(b, record));
  return candidates[0]?.regionName ?? null;
}
