// A listing's region (decision 130): the county's, kept, with a point outside its box queued for a
// moderator; for a castle (no county) its nearest real town's or its neighbours'.
import type { LatLng } from '../../../contract/distance.js';
import { distanceMiles } from '../../../contract/distance.js';
import type { NamedPoint } from './dedupe.js';
import { assignRegion, regionFromAdminArea, type RegionArea } from './regions.js';
import type { SourceRecord } from './source-records.js';
import { NEAREST_TOWN_MAX_MILES, type Gazetteer } from './towns.js';

/** A row already listed, with its region: a castle's neighbours vote with theirs. */
export type Placed = NamedPoint & { record: SourceRecord; regionName: string };

/**
 * The county's region, kept; a point outside its box is a query for a moderator, never a silent
 * move (the boxes are rough, and islands such as Islay lie outside them). A castle has no county:
 * its nearest real town's county speaks for it, else its neighbours. A held-back point cannot
 * vouch for the region: its postcode district's middle (`standIn`) does.
 */
export function placeRegion(
  record: SourceRecord,
  standIn: LatLng | null,
  placed: readonly Placed[],
  gazetteer: Gazetteer,
  regions: ReadonlyMap<string, RegionArea>,
) {
  const regionPoint = standIn ? { ...record, ...standIn } : record;
  const countyRegion = regionFromAdminArea(record);
  const hasCounty = record.adminArea.length > 0;
  const castleTown = hasCounty ? null : gazetteer.nearest(record, NEAREST_TOWN_MAX_MILES);
  const preferred =
    countyRegion ?? (hasCounty ? null : (castleTown?.region ?? neighbourRegion(placed, record)));
  const pointRegion = assignRegion(regionPoint, preferred, regions);
  const regionName = countyRegion ?? pointRegion;
  const regionQuery =
    countyRegion && pointRegion !== countyRegion
      ? { county: countyRegion, point: pointRegion }
      : null;
  return { regionName, regionQuery };
}

/** How many placed neighbours vote on a castle's region. */
const REGION_VOTERS = 5;

/**
 * The region most of the nearest placed rows of the same nation are in (castles have no county):
 * one neighbour across a border cannot carry a castle with it (Goodrich Castle and the South West).
 */
function neighbourRegion(placed: readonly Placed[], record: SourceRecord): string | null {
  const nearest = placed
    .filter((candidate) => candidate.record.nation === record.nation)
    .map((candidate) => ({ candidate, miles: distanceMiles(candidate, record) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, REGION_VOTERS);
  const votes = new Map<string, number>();
  for (const { candidate } of nearest) {
    votes.set(candidate.regionName, (votes.get(candidate.regionName) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
