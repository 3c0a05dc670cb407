// Categories: POST, PUT by categoryName, DELETE (refused with the count while anything uses it;
// decision 021).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CategoryInputSchema, CategorySchema } from '../../../contract/category.js';
import { envelopeSchema } from '../../../contract/list.js';
import { attractionGroups, attractions, categories } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { diffRecords } from './audit.js';
import { categoryResponse } from './catalogue-responses.js';
import {
  catalogueWriteDocs,
  registerCatalogueWrites,
  writeCatalogue,
  type CatalogueEntity,
} from './catalogue-writes.js';
import { errorResponses, notFound, ok, type Tx } from './route-support.js';

const CATEGORY: CatalogueEntity = { auditType: 'category', noun: 'category', title: 'Category' };

type CategoryRow = typeof categories.$inferSelect;
const audited = (row: CategoryRow) => ({
  categoryName: row.categoryName,
  displayName: row.displayName,
  categoryPageTitle: row.categoryPageTitle,
  rank: row.rank,
  displayColor: row.displayColor,
});

const selectForUpdate = async (tx: Tx, categoryName: string) =>
  (
    await tx
      .select()
      .from(categories)
      .where(eq(categories.categoryName, categoryName))
      .for('update')
  )[0];

/** Refuses (409, with the count) to delete a category any attraction or group still uses. */
async function refuseWhileUsed(tx: Tx, row: CategoryRow): Promise<void> {
  const [usage] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(attractions)
    .where(
      or(
        eq(attractions.mainCategoryId, row.id),
        sql`exists (select 1 from attraction_categories ac where ac.attraction_id = "attractions"."id" and ac.category_id = ${row.id})`,
      ),
    );
  const used = Number(usage?.count ?? 0);
  if (used > 0) {
    throw new HttpError(
      409,
      `This category is used by ${used} attraction${used === 1 ? '' : 's'}. Remove it from ${used === 1 ? 'that attraction' : 'them'} before deleting it.`,
    );
  }
  const [groups] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(attractionGroups)
    .where(eq(attractionGroups.mainCategoryId, row.id));
  const groupCount = Number(groups?.count ?? 0);
  if (groupCount > 0) {
    throw new HttpError(
      409,
      `This category is the main category of ${groupCount} attraction group${groupCount === 1 ? '' : 's'}. Choose another main category for ${groupCount === 1 ? 'that group' : 'them'} before deleting it.`,
    );
  }
}

export const categoriesRoutes: FastifyPluginAsync = async (plugin) => {
  registerCatalogueWrites(plugin, {
    entity: CATEGORY,
    path: '/categories',
    keyParam: 'categoryName',
    // The contract's form rules (its rank ceiling is what the database column holds).
    body: CategoryInputSchema,
    item: CategorySchema,
    summaries: {
      create: 'Create a category (categoryName is derived from displayName)',
      update: 'Update a category (its categoryName never changes)',
    },
    alreadyExists: (categoryName) => `A category named "${categoryName}" already exists.`,
    insert: async (tx, categoryName, body, now) => {
      const { displayName, categoryPageTitle, rank, displayColor } = body;
      const [row] = await tx
        .insert(categories)
        .values({
          categoryName,
          displayName,
          categoryPageTitle,
          rank,
          displayColor,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: categories.categoryName })
        .returning();
      return row ? audited(row) : null;
    },
    update: async (tx, categoryName, body, now) => {
      const { displayName, categoryPageTitle, rank, displayColor } = body;
      const before = await selectForUpdate(tx, categoryName);
      if (!before) return null;
      const [after] = await tx
        .update(categories)
        .set({ displayName, categoryPageTitle, rank, displayColor, updatedAt: now })
        .where(eq(categories.id, before.id))
        .returning();
      return { before: audited(before), after: after ? audited(after) : null };
    },
    read: categoryResponse,
  });

  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/categories/:categoryName',
    {
      schema: {
        ...catalogueWriteDocs,
        summary: 'Delete a category that no attraction or group uses',
        params: z.object({ categoryName: z.string() }),
        response: { 200: envelopeSchema(CategorySchema), ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const deleted = await writeCatalogue(app, request, {
        entity: CATEGORY,
        action: 'delete',
        key: () => request.params.categoryName,
        apply: async (tx, categoryName) => {
          const row = await selectForUpdate(tx, categoryName);
          if (!row) throw notFound(CATEGORY.title);
          await refuseWhileUsed(tx, row);
          // Read before the row goes: the answer is the category as it was.
          const answer = await categoryResponse(tx, categoryName);
          await tx.delete(categories).where(eq(categories.id, row.id));
          return { changes: diffRecords(audited(row), null), value: answer! };
        },
      });
      return ok(deleted!.value);
    },
  );
};
