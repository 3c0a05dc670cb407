// Writes an import plan to the database (decision 006). Keyed by source and record id through
// open_data_records, so a re-run updates rather than duplicates; a field is only rewritten when
// the database still holds what the import last wrote there, so a moderator's edit stays.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import { attractions, openDataRecords } from '../schema.js';
import type { ImportedFields, ImportPlan, PlannedAttraction, SkipReason } from './plan.js';
import { idsByName, insertNewAttractions } from './imported-rows.js';
import { type KnownPlace, type NameIds, updateKnownPlaces } from './imported-updates.js';
import { queueImportProblems } from './import-problems.js';

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Matched a hand-written attraction, or a row of a source that ranks higher. */
  merged: { handWritten: number; otherSource: number };
  skipped: Partial<Record<SkipReason | 'deletedByModerator', number>>;
  /** Fields left as a moderator set them, over all updated or unchanged rows. */
  moderatorEditedFields: number;
  /** Every merged pair, "source name → the listing it joined" (decision 130). */
  mergedPairs: string[];
  /** Places whose point is held back, far from its postcode district, each with a report queued. */
  heldBackPins: number;
  /** Places kept in their county's region whose point lies outside it, each with a report queued. */
  regionQueries: number;
}

export interface ImportProgress {
  (done: number, total: number): void;
}

const BATCH = 250;

type OpenDataRecord = typeof openDataRecords.$inferSelect;
/** Tells onProgress that `count` more places are done. */
type Advance = (count: number) => void;

export async function applyImportPlan(
  db: Db,
  plan: ImportPlan,
  onProgress: ImportProgress = () => undefined,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    added: 0,
    updated: 0,
    unchanged: 0,
    merged: { handWritten: 0, otherSource: 0 },
    skipped: {},
    moderatorEditedFields: 0,
    mergedPairs: plan.merges.map(
      (merge) => `${merge.names.source} (${merge.source} ${merge.recordId}) → ${merge.names.into}`,
    ),
    heldBackPins: 0,
    regionQueries: 0,
  };
  for (const { reason } of plan.skipped)
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;

  const ids: NameIds = {
    regionIds: await idsByName(db, 'regions'),
    categoryIds: await idsByName(db, 'categories'),
  };
  const existing = new Map(
    (await db.select().from(openDataRecords)).map((row) => [`${row.source}/${row.recordId}`, row]),
  );
  let done = 0;
  const total = plan.attractions.length + plan.merges.length;
  const advance: Advance = (count) => {
    done += count;
    onProgress(done, total);
  };

  const { fresh, known } = sortByRecord(plan.attractions, existing, summary, advance);
  const inserted = await insertFresh(db, fresh, ids, summary, advance);
  Object.assign(
    summary,
    await queueImportProblems(db, [
      ...inserted,
      ...known.map(({ planned, attractionId }) => ({ planned, attractionId })),
    ]),
  );
  const updates = await updateKnownPlaces(db, known, ids, advance);
  summary.updated += updates.updated;
  summary.unchanged += updates.unchanged;
  summary.moderatorEditedFields += updates.moderatorEditedFields;
  await recordMerges(db, plan.merges, existing, summary);
  advance(plan.merges.length);
  return summary;
}

/**
 * Sorts the planned places by what open_data_records says of them: new, imported before, or
 * deleted by a moderator (counted as skipped and done).
 */
function sortByRecord(
  planned: readonly PlannedAttraction[],
  existing: Map<string, OpenDataRecord>,
  summary: ImportSummary,
  advance: Advance,
) {
  const fresh: PlannedAttraction[] = [];
  const known: KnownPlace[] = [];
  for (const place of planned) {
    const record = existing.get(`${place.source}/${place.recordId}`);
    if (!record) fresh.push(place);
    else if (record.outcome === 'imported' && record.attractionId !== null) {
      known.push({
        planned: place,
        attractionId: record.attractionId,
        last: record.importedValues as ImportedFields,
      });
    } else {
      // Deleted by a moderator (or once merged): the import never brings it back.
      summary.skipped.deletedByModerator = (summary.skipped.deletedByModerator ?? 0) + 1;
      advance(1);
    }
  }
  return { fresh, known };
}

/** Inserts the places new to the catalogue, BATCH at a time. */
async function insertFresh(
  db: Db,
  fresh: readonly PlannedAttraction[],
  { regionIds, categoryIds }: NameIds,
  summary: ImportSummary,
  advance: Advance,
) {
  const inserted: { planned: PlannedAttraction; attractionId: number }[] = [];
  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh.slice(start, start + BATCH);
    const ids = await insertNewAttractions(db, batch, regionIds, categoryIds);
    batch.forEach((planned, i) => inserted.push({ planned, attractionId: ids[i]! }));
    summary.added += batch.length;
    advance(batch.length);
  }
  return inserted;
}

/** Counts every merge and records the new ones, pointing at the row each was merged into. */
async function recordMerges(
  db: Db,
  merges: ImportPlan['merges'],
  existing: Map<string, OpenDataRecord>,
  summary: ImportSummary,
) {
  const newMerges = merges.filter((m) => !existing.has(`${m.source}/${m.recordId}`));
  for (const merge of merges) {
    if ('attractionId' in merge.into) summary.merged.handWritten++;
    else summary.merged.otherSource++;
  }
  for (let start = 0; start < newMerges.length; start += BATCH) {
    const batch = newMerges.slice(start, start + BATCH);
    const targets = await mergeTargets(db, batch);
    await db.insert(openDataRecords).values(
      batch.map((merge) => ({
        source: merge.source,
        recordId: merge.recordId,
        attractionId:
          'attractionId' in merge.into
            ? merge.into.attractionId
            : (targets.get(`${merge.into.source}/${merge.into.recordId}`) ?? null),
        outcome: 'merged',
        importedValues: null,
      })),
    );
  }
}

async function mergeTargets(db: Db, merges: ImportPlan['merges']) {
  const keys = merges.flatMap((m) => ('recordId' in m.into ? [m.into.recordId] : []));
  if (keys.length === 0) return new Map<string, number>();
  const rows = await db
    .select()
    .from(openDataRecords)
    .where(and(inArray(openDataRecords.recordId, keys), eq(openDataRecords.outcome, 'imported')));
  return new Map(
    rows
      .filter((r) => r.attractionId !== null)
      .map((r) => [`${r.source}/${r.recordId}`, r.attractionId!]),
  );
}

/** Approved hand-written (or submitted) attractions with coordinates: the import's dedupe targets. */
export async function handWrittenPlaces(db: Db) {
  const rows = await db
    .select({
      id: attractions.id,
      name: attractions.name,
      latitude: attractions.latitude,
      longitude: attractions.longitude,
    })
    .from(attractions)
    .where(
      and(
        isNull(attractions.source),
        eq(attractions.isApproved, true),
        sql`${attractions.latitude} is not null`,
      ),
    );
  return rows.map((r) => ({ ...r, latitude: r.latitude!, longitude: r.longitude! }));
}
