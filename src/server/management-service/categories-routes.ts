// Categories: POST, PUT by categoryName, DELETE (refused with the count while anything uses it;
// decision 021).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CategoryInputSchema, CategorySchema } from '../../contract/category.js';
import { envelopeSchema } from '../../contract/list.js';
import { attractionGroups, attractions, categories } from '../db/schema.js';
import { requireAdmin } from '../http/admin-auth.js';
import { HttpError } from '../http/errors.js';
import { diffRecords, recordAudit } from './audit.js';
import { categoryResponse } from './catalogue-responses.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  managementTags,
  notFound,
  ok,
  slugFromDisplayName,
} from './route-support.js';

/** The contract's form rules (its rank ceiling is what the database column holds). */
const CategoryBodySchema = CategoryInputSchema;
const CategoryParamsSchema = z.object({ categoryName: z.string() });
const CategoryEnvelope = envelopeSchema(CategorySchema);

type CategoryRow = typeof categories.$inferSelect;
const audited = (row: CategoryRow) => ({
  categoryName: row.categoryName,
  displayName: row.displayName,
  categoryPageTitle: row.categoryPageTitle,
  rank: row.rank,
  displayColor: row.displayColor,
});

export const categoriesRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.post(
    '/categories',
    {
      schema: {
        ...common,
        summary: 'Create a category (categoryName is derived from displayName)',
        body: CategoryBodySchema,
        response: { 201: CategoryEnvelope, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { displayName, categoryPageTitle, rank, displayColor } = request.body;
      const categoryName = slugFromDisplayName(displayName);
      await db.transaction(async (tx) => {
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
        if (!row) throw new HttpError(409, `A category named "${categoryName}" already exists.`);
        await recordAudit(tx, {
          actor,
          entityType: 'category',
          entityKey: categoryName,
          action: 'create',
          changes: diffRecords(null, audited(row)),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`category ${categoryName} created`);
      return reply.status(201).send(ok((await categoryResponse(db, categoryName))!));
    },
  );

  app.put(
    '/categories/:categoryName',
    {
      schema: {
        ...common,
        summary: 'Update a category (its categoryName never changes)',
        params: CategoryParamsSchema,
        body: CategoryBodySchema,
        response: { 200: CategoryEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { categoryName } = request.params;
      const { displayName, categoryPageTitle, rank, displayColor } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(categories)
          .where(eq(categories.categoryName, categoryName))
          .for('update');
        if (!before) throw notFound('Category');
        const [after] = await tx
          .update(categories)
          .set({ displayName, categoryPageTitle, rank, displayColor, updatedAt: now })
          .where(eq(categories.id, before.id))
          .returning();
        await recordAudit(tx, {
          actor,
          entityType: 'category',
          entityKey: categoryName,
          action: 'update',
          changes: diffRecords(audited(before), after ? audited(after) : null),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`category ${categoryName} updated`);
      return ok((await categoryResponse(db, categoryName))!);
    },
  );

  app.delete(
    '/categories/:categoryName',
    {
      schema: {
        ...common,
        summary: 'Delete a category that no attraction or group uses',
        params: CategoryParamsSchema,
        response: { 200: CategoryEnvelope, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { categoryName } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(categories)
          .where(eq(categories.categoryName, categoryName))
          .for('update');
        if (!row) throw notFound('Category');
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
        const answer = await categoryResponse(tx, categoryName);
        await tx.delete(categories).where(eq(categories.id, row.id));
        await recordAudit(tx, {
          actor,
          entityType: 'category',
          entityKey: categoryName,
          action: 'delete',
          changes: diffRecords(audited(row), null),
          at: now,
        });
        return answer!;
      });
      app.catalogueEvents.catalogueChanged(`category ${categoryName} deleted`);
      return ok(deleted);
    },
  );
};
