// Regions: POST and PUT by regionName.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/list.js';
import { RegionInputSchema, RegionSchema } from '../../contract/region.js';
import { regions } from '../db/schema.js';
import { requireAdmin } from '../http/admin-auth.js';
import { HttpError } from '../http/errors.js';
import { diffRecords, recordAudit } from './audit.js';
import { regionResponse } from './catalogue-responses.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  managementTags,
  notFound,
  ok,
  slugFromDisplayName,
} from './route-support.js';

const RegionParamsSchema = z.object({ regionName: z.string() });
const RegionEnvelope = envelopeSchema(RegionSchema);

type RegionRow = typeof regions.$inferSelect;
const audited = (row: RegionRow) => ({
  regionName: row.regionName,
  displayName: row.displayName,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const regionsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.post(
    '/regions',
    {
      schema: {
        ...common,
        summary: 'Create a region (regionName is derived from displayName)',
        body: RegionInputSchema,
        response: { 201: RegionEnvelope, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { displayName, latitude, longitude } = request.body;
      const regionName = slugFromDisplayName(displayName);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(regions)
          .values({ regionName, displayName, latitude, longitude, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: regions.regionName })
          .returning();
        if (!row) throw new HttpError(409, `A region named "${regionName}" already exists.`);
        await recordAudit(tx, {
          actor,
          entityType: 'region',
          entityKey: regionName,
          action: 'create',
          changes: diffRecords(null, audited(row)),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`region ${regionName} created`);
      return reply.status(201).send(ok((await regionResponse(db, regionName))!));
    },
  );

  app.put(
    '/regions/:regionName',
    {
      schema: {
        ...common,
        summary: 'Update a region (its regionName never changes)',
        params: RegionParamsSchema,
        body: RegionInputSchema,
        response: { 200: RegionEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { regionName } = request.params;
      const { displayName, latitude, longitude } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(regions)
          .where(eq(regions.regionName, regionName))
          .for('update');
        if (!before) throw notFound('Region');
        const [after] = await tx
          .update(regions)
          .set({ displayName, latitude, longitude, updatedAt: now })
          .where(eq(regions.id, before.id))
          .returning();
        await recordAudit(tx, {
          actor,
          entityType: 'region',
          entityKey: regionName,
          action: 'update',
          changes: diffRecords(audited(before), after ? audited(after) : null),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`region ${regionName} updated`);
      return ok((await regionResponse(db, regionName))!);
    },
  );
};
