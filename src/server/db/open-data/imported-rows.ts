// The rows the import writes for places new to the catalogue, and the name-to-id maps of the
// regions and categories those rows point at.
import type { Db } from '../database.js';
import {
  attractionCategories,
  attractionGroupMembers,
  attractionGroups,
  attractions,
  categories,
  openDataRecords,
  regions,
} from '../schema.js';
import { importedProvenance, type ImportedFields, type PlannedAttraction } from './plan.js';

/** Inserts one batch of new places: attraction rows, their categories and their record rows. */
export async function insertNewAttractions(
  db: Db,
  batch: readonly PlannedAttraction[],
  regionIds: Map<string, number>,
  categoryIds: Map<string, number>,
): Promise<number[]> {
  const rows = await db
    .insert(attractions)
    .values(
      batch.map(({ source, fields }) => ({
        ...columnsFor(fields, regionIds, categoryIds),
        source,
        isLive: true,
        isApproved: true,
        isAwaitingAdminReview: false,
        detailedView: false,
        // No price band is invented: unknown until a moderator sets it.
        price: null,
        entryPricePence: null,
      })),
    )
    .returning({ id: attractions.id });
  await db.insert(attractionCategories).values(
    batch.flatMap(({ fields }, i) =>
      fields.categories.map((name) => ({
        attractionId: rows[i]!.id,
        categoryId: lookup(categoryIds, name),
      })),
    ),
  );
  await insertMemberships(db, batch, rows);
  await db.insert(openDataRecords).values(
    batch.map((planned, i) => ({
      source: planned.source,
      recordId: planned.recordId,
      attractionId: rows[i]!.id,
      outcome: 'imported',
      // The source's own spelling of the name, and its own location where the pin was corrected,
      // are kept beside what the import wrote (provenance).
      importedValues: { ...planned.fields, ...importedProvenance(planned) },
    })),
  );
  return rows.map((row) => row.id);
}

/**
 * The group of the body that runs each place (decision 113), recorded as from the open data; a
 * group the catalogue lacks (an older database) is left out rather than invented.
 */
async function insertMemberships(
  db: Db,
  batch: readonly PlannedAttraction[],
  rows: readonly { id: number }[],
) {
  const wanted = batch
    .map(({ fields }, i) => ({ attractionId: rows[i]!.id, group: fields.memberGroup }))
    .filter((m): m is { attractionId: number; group: string } => m.group !== null);
  if (wanted.length === 0) return;
  const groups = await db
    .select({ id: attractionGroups.id, groupId: attractionGroups.groupId })
    .from(attractionGroups);
  const ids = new Map(groups.map((g) => [g.groupId, g.id]));
  const values = wanted
    .filter((m) => ids.has(m.group))
    .map((m) => ({
      attractionId: m.attractionId,
      groupId: ids.get(m.group)!,
      source: 'mappingmuseums',
    }));
  if (values.length > 0)
    await db.insert(attractionGroupMembers).values(values).onConflictDoNothing();
}

export function columnsFor(
  fields: Partial<ImportedFields>,
  regionIds: Map<string, number>,
  categoryIds: Map<string, number>,
) {
  const {
    regionName,
    mainCategory,
    categories: _categories,
    memberGroup: _member,
    ...plain
  } = fields;
  return {
    ...plain,
    ...(regionName === undefined ? {} : { regionId: lookup(regionIds, regionName) }),
    ...(mainCategory === undefined ? {} : { mainCategoryId: lookup(categoryIds, mainCategory) }),
  } as typeof attractions.$inferInsert;
}

export async function idsByName(db: Db, table: 'regions' | 'categories') {
  const rows =
    table === 'regions'
      ? await db.select({ id: regions.id, name: regions.regionName }).from(regions)
      : await db.select({ id: categories.id, name: categories.categoryName }).from(categories);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export function lookup(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`Open data import: unknown region or category "${name}"`);
  return id;
}
