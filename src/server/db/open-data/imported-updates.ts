// Places the import wrote before (decision 006): a field is rewritten when the source changed it
// and the database still holds what the import last wrote there, so a moderator's edit stays.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database.js';
import {
  attractionCategories,
  attractions,
  categories,
  openDataRecords,
  regions,
} from '../schema.js';
import { importedProvenance, type ImportedFields, type PlannedAttraction } from './plan.js';
import { columnsFor, lookup } from './imported-rows.js';

/** The region and category ids by name, which imported fields name. */
export interface NameIds {
  regionIds: Map<string, number>;
  categoryIds: Map<string, number>;
}

/** A planned place the import wrote before, with what it wrote then. */
export interface KnownPlace {
  planned: PlannedAttraction;
  attractionId: number;
  last: ImportedFields;
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

/**
 * Rewrites the fields of places imported before that changed at the source and not since, and
 * counts the places updated and unchanged and the fields left as a moderator set them.
 */
export async function updateKnownPlaces(
  db: Db,
  known: readonly KnownPlace[],
  { regionIds, categoryIds }: NameIds,
  advance: (count: number) => void,
) {
  const counts = { updated: 0, unchanged: 0, moderatorEditedFields: 0 };
  const current = await currentFields(
    db,
    known.map((k) => k.attractionId),
  );
  for (const { planned, attractionId, last } of known) {
    const { changes, written, moderatorEdited } = fieldChanges(
      planned,
      last,
      current.get(attractionId),
    );
    counts.moderatorEditedFields += moderatorEdited;
    if (Object.keys(changes).length === 0) counts.unchanged++;
    else {
      await updateAttraction(db, attractionId, changes, regionIds, categoryIds);
      await db
        .update(openDataRecords)
        .set({
          importedValues: { ...written, ...importedProvenance(planned) },
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(openDataRecords.source, planned.source),
            eq(openDataRecords.recordId, planned.recordId),
          ),
        );
      counts.updated++;
    }
    advance(1);
  }
  await refreshRenown(db, known);
  await fillPictureSubjects(db, known);
  return counts;
}

/**
 * Renown comes from the source alone (no moderator sets it, decision 117), so it follows the
 * source on every run, including for places imported before the column existed. Only rows whose
 * value differs are written: a re-run with nothing new changes nothing.
 */
async function refreshRenown(db: Db, known: readonly KnownPlace[]) {
  if (known.length === 0) return;
  const values = known.map(
    (k) => sql`(${k.attractionId}::int, ${k.planned.fields.renown}::smallint)`,
  );
  await db.execute(sql`update ${attractions} as a set renown = v.renown
    from (values ${sql.join(values, sql`, `)}) as v(id, renown)
    where a.id = v.id and a.renown <> v.renown`);
}

/**
 * What kind of place a listing's drawing shows (decision 133) is derived from the source, like
 * renown, but a moderator may choose another: so it is written only where none is set, which
 * gives places imported before the column existed their drawings and leaves every choice alone.
 */
async function fillPictureSubjects(db: Db, known: readonly KnownPlace[]) {
  if (known.length === 0) return;
  const values = known.map(
    (k) => sql`(${k.attractionId}::int, ${k.planned.fields.pictureSubject}::text)`,
  );
  await db.execute(sql`update ${attractions} as a set picture_subject = v.subject
    from (values ${sql.join(values, sql`, `)}) as v(id, subject)
    where a.id = v.id and a.picture_subject is null`);
}

/**
 * The fields to rewrite on one place and what the import will then have written; a field whose
 * stored value is not what the import last wrote is a moderator's, left alone and counted.
 */
function fieldChanges(
  planned: PlannedAttraction,
  last: ImportedFields,
  now: ImportedFields | undefined,
) {
  let moderatorEdited = 0;
  const changes: Partial<ImportedFields> = {};
  const written: ImportedFields = { ...last };
  for (const field of FIELD_NAMES) {
    // The database no longer holds what the import wrote: a moderator has set this field.
    if (!now || !same(now[field], last[field])) {
      moderatorEdited++;
      continue;
    }
    if (same(planned.fields[field], last[field])) continue;
    (changes as Record<string, unknown>)[field] = planned.fields[field];
    (written as unknown as Record<string, unknown>)[field] = planned.fields[field];
  }
  return { changes, written, moderatorEdited };
}

/** A list's items, sorted and one per line: two lists with the same items give the same text. */
function sortedLines(list: readonly unknown[]): string {
  return list.map(String).sort().join('\n');
}

/** Compares stored values: numbers to the precision a coordinate column keeps, lists as sets. */
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
