// Where a source puts a place somewhere else, and published pages say where it is (decision 191).
// Mapping Museums gave some rows a neighbour's postcode and point (Knaresborough Castle at
// Harrogate's art gallery, Wolfeton House at Stock Gaylard, 15 miles away), which the distance
// rule of pins.ts cannot see: the point agrees with the wrong postcode. A reviewed file,
// data/open/pin-corrections.json, names each row, what the pages say (a point only where a page
// or another source row states one, else the point is held back for a moderator), and the pages.
// The source's own values are kept as the listing's provenance.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LatLng } from '../../../contract/distance.js';
import { districtCentre, farFromPostcode, type DistrictCentres, type FarPin } from './pins.js';
import type { SourceRecord } from './source-records.js';

const evidenceSchema = z.object({
  url: z.url(),
  /** The date the page gives, as precise as it gives it; an undated page says so. */
  asOf: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$|^undated$/),
});

export const pinCorrectionSchema = z.object({
  source: z.enum(['mappingmuseums', 'castlemap']),
  recordId: z.string().min(1),
  name: z.string().min(1),
  /** The stated point, or 'held-back' when no page gives one: off maps until a moderator sets it. */
  point: z.union([
    z.object({ latitude: z.number().min(49).max(61), longitude: z.number().min(-9).max(2) }),
    z.literal('held-back'),
  ]),
  /**
   * Address fields the pages give; an absent field keeps the source's, null clears a wrong one.
   * A new first line clears the source's second unless one is given: it belonged to the old place.
   */
  address1: z.string().min(1).nullable().optional(),
  address2: z.string().min(1).nullable().optional(),
  town: z.string().min(1).nullable().optional(),
  postcode: z.string().min(5).nullable().optional(),
  evidence: z.array(evidenceSchema).min(1),
  reason: z.string().min(20).max(400),
});
export type PinCorrection = z.infer<typeof pinCorrectionSchema>;

const pinCorrectionsFileSchema = z.object({ entries: z.array(pinCorrectionSchema) });

/** The reviewed corrections by `source/recordId`; an absent file means none. */
export function readPinCorrections(file: string): Map<string, PinCorrection> {
  if (!existsSync(file)) return new Map();
  const { entries } = pinCorrectionsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(entries.map((entry) => [`${entry.source}/${entry.recordId}`, entry]));
}

/** Where the source put a corrected row: kept with the listing as provenance. */
export interface SourceLocation {
  latitude: number;
  longitude: number;
  address1: string | null;
  address2: string | null;
  town: string | null;
  postcode: string | null;
}

export interface CorrectedRecord {
  record: SourceRecord;
  /** Null when nothing was corrected. */
  correction: { entry: PinCorrection; sourceLocation: SourceLocation } | null;
}

/**
 * The row with the pages' address and point in place of the source's. A held-back point keeps
 * the source's coordinates here (matching and the region still need a point); the plan then
 * leaves them off the listing and queues the row for a moderator.
 */
export function correctRecord(
  record: SourceRecord,
  corrections: ReadonlyMap<string, PinCorrection>,
): CorrectedRecord {
  const entry = corrections.get(`${record.source}/${record.recordId}`);
  if (!entry) return { record, correction: null };
  const sourceLocation: SourceLocation = {
    latitude: record.latitude,
    longitude: record.longitude,
    address1: record.address1,
    address2: record.address2,
    town: record.town,
    postcode: record.postcode,
  };
  const corrected: SourceRecord = {
    ...record,
    ...(entry.point === 'held-back' ? {} : entry.point),
    ...(entry.address1 !== undefined
      ? { address1: entry.address1, address2: entry.address2 ?? null }
      : entry.address2 !== undefined
        ? { address2: entry.address2 }
        : {}),
    ...(entry.town !== undefined ? { town: entry.town } : {}),
    ...(entry.postcode !== undefined ? { postcode: entry.postcode } : {}),
  };
  return { record: corrected, correction: { entry, sourceLocation } };
}

/** A correction that names a row the data does not hold is an error in the file, said at once. */
export function assertCorrectionsMatchRows(
  corrections: ReadonlyMap<string, PinCorrection>,
  records: readonly SourceRecord[],
): void {
  const keys = new Set(records.map((record) => `${record.source}/${record.recordId}`));
  for (const key of corrections.keys()) {
    if (!keys.has(key)) {
      throw new Error(`data/open/pin-corrections.json: ${key} is not a row of the open data`);
    }
  }
}

/** What the plan keeps of a correction: provenance, the pages, and whether the point is held back. */
export interface PlannedPinCorrection {
  sourceLocation: SourceLocation;
  heldBack: boolean;
  evidence: PinCorrection['evidence'];
  reason: string;
}

export function plannedCorrection(
  correction: NonNullable<CorrectedRecord['correction']>,
  heldBack: boolean,
): PlannedPinCorrection {
  const { entry, sourceLocation } = correction;
  return { sourceLocation, heldBack, evidence: entry.evidence, reason: entry.reason };
}

/**
 * Whether a (corrected) row's point can vouch for the place: not when it lies far from its own
 * postcode district (pins.ts) or a reviewed correction holds it back. Then `standIn`, the postcode
 * district's middle where known, speaks for it in the region's choice, and the listing has none.
 */
export function judgePoint(
  record: SourceRecord,
  correction: CorrectedRecord['correction'],
  districts: DistrictCentres,
): { far: FarPin | null; heldBack: boolean; standIn: LatLng | null; pointUnknown: boolean } {
  const heldBack = correction?.entry.point === 'held-back';
  const far = heldBack ? null : farFromPostcode(record, record.postcode, districts);
  const standIn = far
    ? far.districtCentre
    : heldBack
      ? (districtCentre(districts, record.postcode) ?? record)
      : null;
  return { far, heldBack, standIn, pointUnknown: standIn !== null };
}

/** Every row corrected where the file says (an entry naming no row is an error), and a lookup. */
export function correctRecords(
  sourceRecords: readonly SourceRecord[],
  corrections: ReadonlyMap<string, PinCorrection>,
) {
  assertCorrectionsMatchRows(corrections, sourceRecords);
  const rows = sourceRecords.map((record) => correctRecord(record, corrections));
  return {
    records: rows.map(({ record }) => record),
    correctionOf: new Map(rows.map(({ record, correction }) => [record, correction])),
  };
}
