// Decides, without touching the database, what the import does with each source row: screen it
// out (and why), merge it into a place the catalogue already has, or map it to an attraction.
// Order matters: the hand-written catalogue wins over both sources, and Mapping Museums (with
// address and postcode) wins over Castlemap (a point and a name).
import { distanceMiles } from '../../../contract/distance.js';
import type { OpenDataSourceId } from '../../../contract/open-data-sources.js';
import type { Setting } from '../../../contract/family-facts.js';
import {
  pictureSubjectOfCastle,
  pictureSubjectOfMuseum,
  type PictureSubject,
} from '../../../contract/picture-subjects.js';
import { typicalSettingFor } from '../../../contract/typical-setting.js';
import { renownOf } from './renown.js';
import { categoriesFor } from './categories.js';
import type { ClosureEntry } from './closures.js';
import type { SamePlaceEntry } from './same-places.js';
import { PlaceIndex, partsOfOtherPlaces, type NamedPoint } from './dedupe.js';
import { describe } from './descriptions.js';
import { properName } from './names.js';
import { districtCentre, type DistrictCentres, type FarPin } from './pins.js';
import {
  correctRecords,
  judgePoint,
  plannedCorrection,
  type PinCorrection,
  type PlannedPinCorrection,
} from './pin-corrections.js';
import { placeRegion, type Placed } from './place-region.js';
import type { RegionArea } from './regions.js';
import { screenRecord, type CastleExclusion, type ScreenReason } from './screening.js';
import type { SourceRecord } from './source-records.js';
import {
  buildGazetteer,
  NEAREST_TOWN_MAX_MILES,
  placeTown,
  type Gazetteer,
  type NamedTown,
} from './towns.js';

/** The attraction fields an import writes: each is compared on re-import (import.ts). */
export interface ImportedFields {
  name: string;
  description: string;
  /** Null while the source's point disagrees with its postcode (pins.ts): held back, queued. */
  latitude: number | null;
  longitude: number | null;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  postalTown: string | null;
  postalCode: string | null;
  country: string;
  regionName: string;
  mainCategory: string;
  /** Sorted, the main category among them. */
  categories: string[];
  /**
   * The setting typical of its kind (decision 111), from the categories and the source's subject.
   * Written with the place; not compared on re-import (imported-updates.ts), being derived.
   */
  typicalSetting: Setting | null;
  typicalKind: string | null;
  /**
   * The attraction group of the body that runs the place, from the source's governance column
   * (decision 113): its members go free. Written with the place, not compared on re-import.
   */
  memberGroup: string | null;
  /**
   * How well known the place is, 0–3, from the source's size band or fame rank (renown.ts): one
   * weight of the Recommended order (decision 117). Written with the place, not compared on
   * re-import, being derived.
   */
  renown: number;
  /**
   * What kind of place its drawing shows (decision 133), from the source's subject or castle
   * category. Written with the place, not compared on re-import (derived, like typicalSetting).
   */
  pictureSubject: PictureSubject;
}

/** Mapping Museums' `Governance` → the attraction group whose members go in free. */
const MEMBER_GROUPS: Record<string, string> = {
  'Independent-National_Trust': 'nationaltrust',
  'Independent-English_Heritage': 'englishheritage',
  'Independent-National_Trust_for_Scotland': 'nationaltrustforscotland',
  'Independent-Historic_Environment_Scotland': 'historicenvironmentscotland',
  'Government-Cadw': 'cadw',
};

export function memberGroupOf(governance: string | null): string | null {
  return governance === null ? null : (MEMBER_GROUPS[governance] ?? null);
}

export interface PlannedAttraction {
  source: OpenDataSourceId;
  recordId: string;
  fields: ImportedFields;
  /** The name as the source spells it, kept as provenance when the import corrects it. */
  sourceName: string;
  /** The source's point, when it is held back because it lies far from its postcode district. */
  heldBackPin: (FarPin & { latitude: number; longitude: number }) | null;
  /**
   * A reviewed correction of where the source put the place (pin-corrections.ts), with the
   * source's own location kept as provenance; `heldBack` when no page gives a point.
   */
  pinCorrection: PlannedPinCorrection | null;
  /** The county's region, kept, when the point lies outside its area (null: no disagreement). */
  regionQuery: { county: string; point: string | null } | null;
}

/**
 * What an import keeps beside the values it wrote (open_data_records.imported_values): the
 * source's spelling of the name, and where the source put a place whose pin was corrected.
 */
export function importedProvenance(planned: PlannedAttraction) {
  return {
    sourceName: planned.sourceName,
    ...(planned.pinCorrection
      ? {
          sourceLocation: planned.pinCorrection.sourceLocation,
          locationEvidence: planned.pinCorrection.evidence,
        }
      : {}),
  };
}

export interface PlannedMerge {
  source: OpenDataSourceId;
  recordId: string;
  /** The hand-written attraction's id, or the source key of the row it merged into. */
  into: { attractionId: number } | { source: OpenDataSourceId; recordId: string };
  /** Both names, for the import's summary: every pair it merged is listed there. */
  names: { source: string; into: string };
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
  /** Reviewed closures and appointment-only places since the snapshots (closures.ts). */
  closures?: ReadonlyMap<string, ClosureEntry>;
  /** Reviewed pairs that are one day out, where the rules cannot tell (same-places.ts). */
  samePlaces?: ReadonlyMap<string, SamePlaceEntry>;
  /** Reviewed rows the source placed at another place's address (pin-corrections.ts). */
  pinCorrections?: ReadonlyMap<string, PinCorrection>;
  regions: ReadonlyMap<string, RegionArea & { displayName: string }>;
  handWritten: readonly HandWrittenPlace[];
  /** The middle of each postcode district (data/postcode-districts.json). */
  districts: DistrictCentres;
  /** The site's cities (data/cities.json), towns of the gazetteer beside the museums' towns. */
  cities: readonly NamedTown[];
}

const SOURCE_ORDER: OpenDataSourceId[] = ['mappingmuseums', 'castlemap'];
/** A post town further than this from the place is not where it is (catalogue-check.ts). */
const POST_TOWN_FAR_MILES = 10;

/**
 * The towns a description names. Castles have no address, and a post town can be 20 miles off
 * (Felbrigg Hall, "Norwich"): then it names the nearest real town to the place's own point
 * (towns.ts). A point that cannot vouch for the place cannot call its post town far.
 */
function descriptionTowns(record: SourceRecord, pointUnknown: boolean, gazetteer: Gazetteer) {
  const postTown = placeTown(record.town);
  const ownTown = postTown && !pointUnknown ? gazetteer.find(postTown.town, record) : null;
  const postTownFar = ownTown !== null && distanceMiles(record, ownTown) > POST_TOWN_FAR_MILES;
  const town = !postTown || postTownFar ? gazetteer.nearest(record, NEAREST_TOWN_MAX_MILES) : null;
  return {
    postTown,
    postTownFar,
    nearestTown: town ? { name: town.name, miles: town.miles } : null,
  };
}

/** A castle, palace or house seen for itself, in either source (dedupe.ts's `isBuilding`). */
function isBuilding(record: SourceRecord): boolean {
  if (record.facts.kind === 'castle') return true;
  const subject = record.facts.subject;
  return (
    subject.startsWith('Buildings-') ||
    subject === 'War_and_conflict-Castles_and_forts' ||
    /\b(castle|palace|fort|keep)\b/i.test(record.name)
  );
}

/**
 * The rows in the order they are planned: by source, and a museum inside another place after
 * every whole place, castles included, so it merges into the place it is part of (the Governor's
 * House Museum into Dumbarton Castle).
 */
function inPlanOrder(
  records: readonly SourceRecord[],
  named: ReturnType<typeof namedPoints>,
  isTown: (name: string) => boolean,
): SourceRecord[] {
  const parts = partsOfOtherPlaces([...named.values()], isTown);
  const order = (record: SourceRecord) =>
    parts.has(named.get(record)!) ? SOURCE_ORDER.length : SOURCE_ORDER.indexOf(record.source);
  return [...records].sort((a, b) => order(a) - order(b));
}

/** Each row's name as listed (the source's capitals put right), its point and address. */
function namedPoints(records: readonly SourceRecord[]) {
  return new Map(
    records.map((record) => {
      const name = record.source === 'mappingmuseums' ? properName(record.name) : record.name;
      const point = { name, latitude: record.latitude, longitude: record.longitude };
      return [record, { ...point, isBuilding: isBuilding(record), address: record.address1 }];
    }),
  );
}

/**
 * A reviewed pair's merge (same-places.ts): into the hand-written place of that name, or the
 * source row. A target the data does not hold is an error in the reviewed file, said at once.
 */
function reviewedMerge(
  entry: SamePlaceEntry,
  name: string,
  handWritten: readonly HandWrittenPlace[],
  named: ReadonlyMap<SourceRecord, { name: string }>,
): PlannedMerge {
  const { into } = entry;
  const key = { source: entry.source, recordId: entry.recordId };
  if ('seed' in into) {
    const place = handWritten.find((candidate) => candidate.name === into.seed);
    if (place)
      return {
        ...key,
        into: { attractionId: place.id },
        names: { source: name, into: place.name },
      };
  } else {
    const target = [...named].find(
      ([record]) => record.source === into.source && record.recordId === into.recordId,
    );
    if (target) return { ...key, into, names: { source: name, into: target[1].name } };
  }
  throw new Error(
    `data/open/same-places.json: ${entry.source}/${entry.recordId} merges into ${JSON.stringify(into)}, which the data does not hold`,
  );
}

export function planImport({
  records: sourceRecords,
  castleExclusions,
  closures,
  samePlaces = new Map(),
  pinCorrections = new Map(),
  regions,
  handWritten,
  districts,
  cities,
}: PlanInput): ImportPlan {
  // Every rule below sees a corrected row where the pages put it, not where the source did.
  const { records, correctionOf } = correctRecords(sourceRecords, pinCorrections);
  const gazetteer = buildGazetteer(records, (code) => districtCentre(districts, code), cities);
  const plan: ImportPlan = { attractions: [], merges: [], skipped: [] };
  // Hand-written first: a row that matches one of them merges there, whatever else it matches.
  const isTown = (name: string) => gazetteer.find(name) !== null;
  const handWrittenIndex = new PlaceIndex<HandWrittenPlace>(true, isTown);
  for (const place of handWritten) handWrittenIndex.add(place);
  const sourceIndex = new PlaceIndex<NamedPoint & { key: PlannedMerge['into'] }>(false, isTown);
  const placed: Placed[] = [];
  const named = namedPoints(records);
  for (const record of inPlanOrder(records, named, isTown)) {
    const key = { source: record.source, recordId: record.recordId };
    const reason = screenRecord(record, castleExclusions, closures);
    if (reason) {
      plan.skipped.push({ ...key, reason });
      continue;
    }
    const point = named.get(record)!;
    const name = point.name;
    const reviewed = samePlaces.get(`${record.source}/${record.recordId}`);
    if (reviewed) {
      plan.merges.push(reviewedMerge(reviewed, name, handWritten, named));
      continue;
    }
    const handWrittenMatch = handWrittenIndex.findSame(point);
    const sourceMatch = handWrittenMatch ? undefined : sourceIndex.findSame(point);
    if (handWrittenMatch || sourceMatch) {
      const into = handWrittenMatch ? { attractionId: handWrittenMatch.id } : sourceMatch!.key;
      const intoName = (handWrittenMatch ?? sourceMatch)!.name;
      plan.merges.push({ ...key, into, names: { source: name, into: intoName } });
      continue;
    }
    const correction = correctionOf.get(record) ?? null;
    const { far, heldBack, standIn, pointUnknown } = judgePoint(record, correction, districts);
    const { regionName, regionQuery } = placeRegion(record, standIn, placed, gazetteer, regions);
    const region = regionName ? regions.get(regionName) : undefined;
    if (!regionName || !region) {
      plan.skipped.push({ ...key, reason: 'outsideRegionArea' });
      continue;
    }
    const { postTown, nearestTown, postTownFar } = descriptionTowns(
      record,
      pointUnknown,
      gazetteer,
    );
    const { mainCategory, categories } = categoriesFor(record);
    const typical = typicalSettingFor({
      mainCategory,
      categories,
      name: record.name,
      subject: record.facts.kind === 'museum' ? record.facts.subject : null,
    });
    plan.attractions.push({
      ...key,
      fields: {
        name,
        description: describe(
          { ...record, name },
          { regionDisplayName: region.displayName, nearestTown, postTownFar },
        ),
        latitude: pointUnknown ? null : record.latitude,
        longitude: pointUnknown ? null : record.longitude,
        addressLineOne: record.address1,
        addressLineTwo: record.address2,
        postalTown: postTown?.town ?? null,
        postalCode: record.postcode,
        country: record.nation,
        regionName,
        mainCategory,
        categories: [...categories].sort(),
        typicalSetting: typical?.setting ?? null,
        typicalKind: typical?.kind ?? null,
        memberGroup: record.facts.kind === 'museum' ? memberGroupOf(record.facts.governance) : null,
        renown: renownOf(record.facts),
        pictureSubject:
          record.facts.kind === 'museum'
            ? pictureSubjectOfMuseum(record.facts.subject)
            : pictureSubjectOfCastle(record.facts.category),
      },
      sourceName: record.name,
      heldBackPin: far ? { ...far, latitude: record.latitude, longitude: record.longitude } : null,
      pinCorrection: correction ? plannedCorrection(correction, heldBack) : null,
      regionQuery,
    });
    sourceIndex.add({ ...point, key });
    placed.push({ ...point, record, regionName });
  }
  assertReviewedTargetsListed(plan, samePlaces);
  return plan;
}

/** A reviewed pair must merge into a row that is itself listed, not one merged or left out. */
function assertReviewedTargetsListed(
  plan: ImportPlan,
  samePlaces: ReadonlyMap<string, SamePlaceEntry>,
): void {
  const listed = new Set(plan.attractions.map((a) => `${a.source}/${a.recordId}`));
  for (const entry of samePlaces.values()) {
    if ('seed' in entry.into) continue;
    const target = `${entry.into.source}/${entry.into.recordId}`;
    if (!listed.has(target)) {
      throw new Error(
        `data/open/same-places.json: ${entry.source}/${entry.recordId} merges into ${target}, which is not listed itself (merged or left out)`,
      );
    }
  }
}
