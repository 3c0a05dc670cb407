// Writes an import plan to the database (decision 006). Keyed by source and record id through
// open_data_records, so a re-run updates rather than duplicates; a field is only rewritten when
// the database still holds what the import last wrote there, so a moderator's edit stays.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import {
  attractionCategories,
  attractions,
  categories,
  openDataRecords,
  regions,
} from '../schema.js';
import type { ImportedFields, ImportPlan, PlannedAttraction, SkipReason } from './plan.js';
import { columnsFor, idsByName, insertNewAttractions, lookup } from './imported-rows.js';

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Matched a hand-written attraction, or a row of a source that ranks higher. */
  merged: { handWritten: number; otherSource: number };
  skipped: Partial<Record<SkipReason | 'deletedByModerator', number>>;
  /** Fields left as a moderator set them, over all updated or unchanged rows. */
  moderatorEditedFields: number;
}

export interface ImportProgress {
  (done: number, total: number): void;
}

type FieldName = keyof ImportedFields;
const FIELD_NAMES: FieldName[] = [
  'name',
  'description',
  'latitude',
  'longitude',
  'addressLineOne',
  'addressLineTwo',
  'postalTown',
  'postalCode',
  'country',
  'regionName',
  'mainCategory',
  'categories',
];

const BATCH = 250;

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
  };
  for (const { reason } of plan.skipped)
    summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1;

  const regionIds = await idsByName(db, 'regions');
  const categoryIds = await idsByName(db, 'categories');
  const existing = new Map(
    (await db.select().from(openDataRecords)).map((row) => [`${row.source}/${row.recordId}`, row]),
  );
  const total = plan.attractions.length + plan.merges.length;
  let done = 0;

  const fresh: PlannedAttraction[] = [];
  const known: { planned: PlannedAttraction; attractionId: number; last: ImportedFields }[] = [];
  for (const planned of plan.attractions) {
    const record = existing.get(`${planned.source}/${planned.recordId}`);
    if (!record) fresh.push(planned);
    else if (record.outcome === 'imported' && record.attractionId !== null) {
      known.push({
        planned,
        attractionId: record.attractionId,
        last: record.importedValues as ImportedFields,
      });
    } else {
      // Deleted by a moderator (or once merged): the import never brings it back.
      summary.skipped.deletedByModerator = (summary.skipped.deletedByModerator ?? 0) + 1;
      onProgress(++done, total);
    }
  }

  for (let start = 0; start < fresh.length; start += BATCH) {
    const batch = fresh.slice(start, start + BATCH);
    await insertNewAttractions(db, batch, regionIds, categoryIds);
    summary.added += batch.length;
    done += batch.length;
    onProgress(done, total);
  }

  const current = await currentFields(
    db,
    known.map((k) => k.attractionId),
  );
  for (const { planned, attractionId, last } of known) {
    const now = current.get(attractionId);
    const changes: Partial<ImportedFields> = {};
    const written: ImportedFields = { ...last };
    for (const field of FIELD_NAMES) {
      // The database no longer holds what the import wrote: a moderator has set this field.
      if (!now || !same(now[field], last[field])) {
        summary.moderatorEditedFields++;
        continue;
      }
      if (same(planned.fields[field], last[field])) continue;
      (changes as Record<string, unknown>)[field] = planned.fields[field];
      (written as unknown as Record<string, unknown>)[field] = planned.fields[field];
    }
    if (Object.keys(changes).length === 0) summary.unchanged++;
    else {
      await updateAttraction(db, attractionId, changes, regionIds, categoryIds);
      await db
        .update(openDataRecords)
        .set({ importedValues: written, updatedAt: new Date() })
        .where(
          and(
            eq(openDataRecords.source, planned.source),
            eq(openDataRecords.recordId, planned.recordId),
          ),
        );
      summary.updated++;
    }
    onProgress(++done, total);
  }

  const newMerges = plan.merges.filter((m) => !existing.has(`${m.source}/${m.recordId}`));
  for (const merge of plan.merges) {
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
  done += plan.merges.length;
  onProgress(done, total);
  return summary;
}

/** Compares stored values: numbers to the precision a coordinate column keeps, lists as sets. */
/** A list's items, sorted and one per line: two lists with the same items give the same text. */
function sortedLines(list: readonly unknown[]): string {
  return list.map(String).sort().join('\n');
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && sortedLines(a) === sortedLines(b);
  }
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9;
  return (a ?? null) === (b ?? null);
}

async function updateAttraction(
  db: Db,
  attractionId: number,
  changes: Partial<ImportedFields>,
  regionIds: Map<string, number>,
  categoryIds: Map<string, number>,
) {
  const columns = columnsFor(changes, regionIds, categoryIds);
  if (Object.keys(columns).length > 0) {
    await db
      .update(attractions)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(attractions.id, attractionId));
  }
  if (changes.categories) {
    await db
      .delete(attractionCategories)
      .where(eq(attractionCategories.attractionId, attractionId));
    await db
      .insert(attractionCategories)
      .values(
        changes.categories.map((name) => ({ attractionId, categoryId: lookup(categoryIds, name) })),
      );
  }
}

/** The imported fields as the database holds them now, in the import's terms. */
async function currentFields(db: Db, ids: number[]): Promise<Map<number, ImportedFields>> {
  const found = new Map<number, ImportedFields>();
  for (let start = 0; start < ids.length; start += 1000) {
    const batch = ids.slice(start, start + 1000);
    const rows = await db
      .select({
        id: attractions.id,
        name: attractions.name,
        description: attractions.description,
        latitude: attractions.latitude,
        longitude: attractions.longitude,
        addressLineOne: attractions.addressLineOne,
        addressLineTwo: attractions.addressLineTwo,
        postalTown: attractions.postalTown,
        postalCode: attractions.postalCode,
        country: attractions.country,
        regionName: regions.regionName,
        mainCategory: categories.categoryName,
        categories: sql<string[]>`coalesce((
          select array_agg(c.category_name order by c.category_name)
          from ${attractionCategories} ac join ${categories} c on c.id = ac.category_id
          where ac.attraction_id = ${attractions.id}), '{}')`,
      })
      .from(attractions)
      .leftJoin(regions, eq(regions.id, attractions.regionId))
      .leftJoin(categories, eq(categories.id, attractions.mainCategoryId))
      .where(inArray(attractions.id, batch));
    for (const { id, ...fields } of rows) found.set(id, fields as ImportedFields);
  }
  return found;
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
