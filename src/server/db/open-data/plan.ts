// Decides, without touching the database, what the import does with each source row: screen it
// out (and why), merge it into a place the catalogue already has, or map it to an attraction.
// Order matters: the hand-written catalogue wins over both sources, and Mapping Museums (with
// address and postcode) wins over Castlemap (a point and a name).
import { distanceMiles } from '../../../contract/distance.js';
import type { OpenDataSourceId } from '../../../contract/open-data-sources.js';
import { categoriesFor } from './categories.js';
import { PlaceIndex, type NamedPoint } from './dedupe.js';
import { describe } from './descriptions.js';
import { assignRegion, regionFromAdminArea, type RegionArea } from './regions.js';
import { screenRecord, type CastleExclusion, type ScreenReason } from './screening.js';
import type { SourceRecord } from './source-records.js';

/** The attraction fields an import writes: each is compared on re-import (import.ts). */
export interface ImportedFields {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  postalTown: string | null;
  postalCode: string | null;
  country: string;
  regionName: string;
  mainCategory: string;
  /** Sorted, the main category among them. */
  categories: string[];
}

export interface PlannedAttraction {
  source: OpenDataSourceId;
  recordId: string;
  fields: ImportedFields;
}

export interface PlannedMerge {
  source: OpenDataSourceId;
  recordId: string;
  /** The hand-written attraction's id, or the source key of the row it merged into. */
  into: { attractionId: number } | { source: OpenDataSourceId; recordId: string };
}

export type SkipReason = ScreenReason | 'outsideRegionArea';

export interface ImportPlan {
  attractions: PlannedAttraction[];
  merges: PlannedMerge[];
  skipped: { source: OpenDataSourceId; recordId: string; reason: SkipReason }[];
}

export interface HandWrittenPlace extends NamedPoint {
  id: number;
}

export interface PlanInput {
  records: readonly SourceRecord[];
  castleExclusions: ReadonlyMap<string, CastleExclusion>;
  regions: ReadonlyMap<string, RegionArea & { displayName: string }>;
  handWritten: readonly HandWrittenPlace[];
}

const SOURCE_ORDER: OpenDataSourceId[] = ['mappingmuseums', 'castlemap'];
const NEAREST_TOWN_MAX_MILES = 15;

type Placed = NamedPoint & { record: SourceRecord; regionName: string };

export function planImport({
  records,
  castleExclusions,
  regions,
  handWritten,
}: PlanInput): ImportPlan {
  const plan: ImportPlan = { attractions: [], merges: [], skipped: [] };
  // Hand-written first: a row that matches one of them merges there, whatever else it matches.
  const handWrittenIndex = new PlaceIndex<HandWrittenPlace>(true);
  for (const place of handWritten) handWrittenIndex.add(place);
  const sourceIndex = new PlaceIndex<NamedPoint & { key: PlannedMerge['into'] }>(false);
  const placed: Placed[] = [];

  const ordered = [...records].sort(
    (a, b) => SOURCE_ORDER.indexOf(a.source) - SOURCE_ORDER.indexOf(b.source),
  );
  for (const record of ordered) {
    const key = { source: record.source, recordId: record.recordId };
    const reason = screenRecord(record, castleExclusions);
    if (reason) {
      plan.skipped.push({ ...key, reason });
      continue;
    }
    const handWrittenMatch = handWrittenIndex.findSame(record);
    const sourceMatch = handWrittenMatch ? undefined : sourceIndex.findSame(record);
    if (handWrittenMatch || sourceMatch) {
      const into = handWrittenMatch ? { attractionId: handWrittenMatch.id } : sourceMatch!.key;
      plan.merges.push({ ...key, into });
      continue;
    }
    const neighbour = record.adminArea.length > 0 ? null : nearestPlaced(placed, record);
    const preferred = regionFromAdminArea(record) ?? neighbour?.regionName ?? null;
    const regionName = assignRegion(record, preferred, regions);
    const region = regionName ? regions.get(regionName) : undefined;
    if (!regionName || !region) {
      plan.skipped.push({ ...key, reason: 'outsideRegionArea' });
      continue;
    }
    const townMiles = neighbour ? distanceMiles(record, neighbour) : Infinity;
    const nearestTown =
      neighbour?.record.town && townMiles <= NEAREST_TOWN_MAX_MILES
        ? { name: neighbour.record.town, miles: townMiles }
        : null;
    const { mainCategory, categories } = categoriesFor(record);
    plan.attractions.push({
      ...key,
      fields: {
        name: record.name,
        description: describe(record, { regionDisplayName: region.displayName, nearestTown }),
        latitude: record.latitude,
        longitude: record.longitude,
        addressLineOne: record.address1,
        addressLineTwo: record.address2,
        postalTown: record.town,
        postalCode: record.postcode,
        country: record.nation,
        regionName,
        mainCategory,
        categories: [...categories].sort(),
      },
    });
    sourceIndex.add({
      name: record.name,
      latitude: record.latitude,
      longitude: record.longitude,
      key,
    });
    placed.push({
      name: record.name,
      latitude: record.latitude,
      longitude: record.longitude,
      record,
      regionName,
    });
  }
  return plan;
}

/** The nearest already-placed row of the same nation (castles borrow its region and town). */
function nearestPlaced(placed: readonly Placed[], record: SourceRecord): Placed | null {
  let best: Placed | null = null;
  let bestMiles = Infinity;
  for (const candidate of placed) {
    if (candidate.record.nation !== record.nation) continue;
    const miles = distanceMiles(candidate, record);
    if (miles < bestMiles) {
      best = candidate;
      bestMiles = miles;
    }
  }
  return best;
}
