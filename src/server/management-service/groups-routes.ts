// Attraction groups: POST and PUT by groupId. mainCategory names an existing category.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AttractionGroupInputSchema,
  AttractionGroupSchema,
  type AttractionGroupInputParsed,
} from '../../contract/attraction-group.js';
import { envelopeSchema } from '../../contract/list.js';
import { attractionGroups, categories } from '../db/schema.js';
import { requireAdmin } from '../http/admin-auth.js';
import { HttpError } from '../http/errors.js';
import { diffRecords, recordAudit } from './audit.js';
import { groupResponse } from './catalogue-responses.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  managementTags,
  notFound,
  ok,
  slugFromDisplayName,
  type Executor,
} from './route-support.js';

const GroupParamsSchema = z.object({ groupId: z.string() });
const GroupEnvelope = envelopeSchema(AttractionGroupSchema);

type GroupRow = typeof attractionGroups.$inferSelect;
const audited = (row: GroupRow, mainCategory: string | null) => ({
  groupId: row.groupId,
  displayName: row.displayName,
  websiteUrl: row.websiteUrl,
  mainCategory,
  description: row.description,
  branding: {
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    textColour: row.textColour,
  },
});

/** The stored columns of a group body; its main category must exist. */
async function columnsOf(tx: Executor, body: AttractionGroupInputParsed) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, body.mainCategory));
  if (!category) {
    const message = `There is no category named "${body.mainCategory}".`;
    throw new HttpError(400, `mainCategory: ${message}`, { mainCategory: [message] });
  }
  return {
    displayName: body.displayName,
    websiteUrl: body.websiteUrl,
    mainCategoryId: category.id,
    description: body.description,
    primaryColour: body.branding.primaryColour,
    secondaryColour: body.branding.secondaryColour,
    textColour: body.branding.textColour,
  };
}

async function mainCategoryName(tx: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.id, id));
  return row?.name ?? null;
}

export const groupsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.post(
    '/attractionGroups',
    {
      schema: {
        ...common,
        summary: 'Create an attraction group (groupId is derived from displayName)',
        body: AttractionGroupInputSchema,
        response: { 201: GroupEnvelope, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const groupId = slugFromDisplayName(request.body.displayName);
      await db.transaction(async (tx) => {
        const columns = await columnsOf(tx, request.body);
        const [row] = await tx
          .insert(attractionGroups)
          .values({ groupId, ...columns, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: attractionGroups.groupId })
          .returning();
        if (!row)
          throw new HttpError(409, `An attraction group named "${groupId}" already exists.`);
        await recordAudit(tx, {
          actor,
          entityType: 'attractionGroup',
          entityKey: groupId,
          action: 'create',
          changes: diffRecords(null, audited(row, request.body.mainCategory)),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`attraction group ${groupId} created`);
      return reply.status(201).send(ok((await groupResponse(db, groupId))!));
    },
  );

  app.put(
    '/attractionGroups/:groupId',
    {
      schema: {
        ...common,
        summary: 'Update an attraction group (its groupId never changes)',
        params: GroupParamsSchema,
        body: AttractionGroupInputSchema,
        response: { 200: GroupEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { groupId } = request.params;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(attractionGroups)
          .where(eq(attractionGroups.groupId, groupId))
          .for('update');
        if (!before) throw notFound('Attraction Group');
        const columns = await columnsOf(tx, request.body);
        const [after] = await tx
          .update(attractionGroups)
          .set({ ...columns, updatedAt: now })
          .where(eq(attractionGroups.id, before.id))
          .returning();
        await recordAudit(tx, {
          actor,
          entityType: 'attractionGroup',
          entityKey: groupId,
          action: 'update',
          changes: diffRecords(
            audited(before, await mainCategoryName(tx, before.mainCategoryId)),
            after ? audited(after, request.body.mainCategory) : null,
          ),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`attraction group ${groupId} updated`);
      return ok((await groupResponse(db, groupId))!);
    },
  );
};
