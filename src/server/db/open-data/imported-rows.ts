// The rows the import writes for places new to the catalogue, and the name-to-id maps of the
// regions and categories those rows point at.
import type { Db } from '../database.js';
import {
  attractionCategories,
  attractions,
  categories,
  openDataRecords,
  regions,
} from '../schema.js';
import type { ImportedFields, PlannedAttraction } from './plan.js';

/** Inserts one batch of new places: attraction rows, their categories and their record rows. */
export async function insertNewAttractions(
  db: Db,
  batch: readonly PlannedAttraction[],
  regionIds: Map<string, number>,
  categoryIds: Map<string, number>,
): Promise<void> {
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
  await db.insert(openDataRecords).values(
    batch.map(({ source, recordId, fields }, i) => ({
      source,
      recordId,
      attractionId: rows[i]!.id,
      outcome: 'imported',
      importedValues: fields,
    })),
  );
}

export function columnsFor(
  fields: Partial<ImportedFields>,
  regionIds: Map<string, number>,
  categoryIds: Map<string, number>,
) {
  const { regionName, mainCategory, categories: _categories, ...plain } = fields;
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
