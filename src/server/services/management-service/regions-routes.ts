// Regions: POST and PUT by regionName.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { RegionInputSchema, RegionSchema } from '../../../contract/region.js';
import { regions } from '../../db/schema.js';
import { regionResponse } from './catalogue-responses.js';
import { registerCatalogueWrites } from './catalogue-writes.js';

type RegionRow = typeof regions.$inferSelect;
const audited = (row: RegionRow) => ({
  regionName: row.regionName,
  displayName: row.displayName,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const regionsRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueWrites(app, {
    entity: { auditType: 'region', noun: 'region', title: 'Region' },
    path: '/regions',
    keyParam: 'regionName',
    body: RegionInputSchema,
    item: RegionSchema,
    summaries: {
      create: 'Create a region (regionName is derived from displayName)',
      update: 'Update a region (its regionName never changes)',
    },
    alreadyExists: (regionName) => `A region named "${regionName}" already exists.`,
    insert: async (tx, regionName, { displayName, latitude, longitude }, now) => {
      const [row] = await tx
        .insert(regions)
        .values({ regionName, displayName, latitude, longitude, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: regions.regionName })
        .returning();
      return row ? audited(row) : null;
    },
    update: async (tx, regionName, { displayName, latitude, longitude }, now) => {
      const [before] = await tx
        .select()
        .from(regions)
        .where(eq(regions.regionName, regionName))
        .for('update');
      if (!before) return null;
      const [after] = await tx
        .update(regions)
        .set({ displayName, latitude, longitude, updatedAt: now })
        .where(eq(regions.id, before.id))
        .returning();
      return { before: audited(before), after: after ? audited(after) : null };
    },
    read: regionResponse,
  });
};
