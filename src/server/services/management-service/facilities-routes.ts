// Facilities: POST, PUT and DELETE by facilityName. DELETE answers {result: true|false} (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  FacilityInputSchema,
  FacilitySchema,
  type FacilityInputParsed,
} from '../../../contract/facility.js';
import { ErrorResponseSchema } from '../../../contract/list.js';
import { attractionFacilities, facilities, facilityTypes } from '../../db/schema.js';
import { errorBody } from '../../http/errors.js';
import { diffRecords } from './audit.js';
import { facilityResponse } from './catalogue-responses.js';
import {
  catalogueWriteDocs,
  registerCatalogueWrites,
  writeCatalogue,
  type CatalogueEntity,
} from './catalogue-writes.js';
import { errorResponses, notFound, type Tx } from './route-support.js';

const columnsOf = (body: FacilityInputParsed) => ({
  displayName: body.displayName,
  colour: body.colour,
  forDisabled: body.forDisabled,
  isActive: body.isActive,
  iconPrefix: body.icon.prefix,
  iconName: body.icon.iconName,
  availableDescription: body.availableDescription ?? '',
  unavailableDescription: body.unavailableDescription ?? '',
  unknownDescription: body.unknownDescription ?? '',
});

async function auditedFacility(tx: Tx, facilityId: number) {
  const [row] = await tx.select().from(facilities).where(eq(facilities.id, facilityId));
  if (!row) return null;
  const types = await tx
    .select({ name: facilityTypes.name })
    .from(facilityTypes)
    .where(eq(facilityTypes.facilityId, facilityId))
    .orderBy(asc(facilityTypes.position));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
  return { ...fields, types: types.map((t) => t.name) };
}

/**
 * Makes the facility's types exactly `names`, in that order. Types kept by name keep their id, so
 * attractions that ticked them keep them; removed types drop from attractions too.
 */
async function syncTypes(tx: Tx, facilityId: number, names: string[]): Promise<void> {
  const keep = names.length > 0 ? notInArray(facilityTypes.name, names) : undefined;
  await tx.delete(facilityTypes).where(and(eq(facilityTypes.facilityId, facilityId), keep));
  for (const [position, name] of names.entries()) {
    await tx
      .insert(facilityTypes)
      .values({ facilityId, name, position })
      .onConflictDoUpdate({
        target: [facilityTypes.facilityId, facilityTypes.name],
        set: { position },
      });
  }
}

const FACILITY: CatalogueEntity = { auditType: 'facility', noun: 'facility', title: 'Facility' };

const idOf = async (tx: Tx, facilityName: string) =>
  (
    await tx
      .select({ id: facilities.id })
      .from(facilities)
      .where(eq(facilities.facilityName, facilityName))
      .for('update')
  )[0]?.id;

export const facilitiesRoutes: FastifyPluginAsync = async (plugin) => {
  registerCatalogueWrites(plugin, {
    entity: FACILITY,
    path: '/facilities',
    keyParam: 'facilityName',
    body: FacilityInputSchema,
    item: FacilitySchema,
    summaries: {
      create: 'Create a facility (facilityName is derived from displayName)',
      update: 'Update a facility and its types (its facilityName never changes)',
    },
    alreadyExists: (facilityName) => `A facility named "${facilityName}" already exists.`,
    insert: async (tx, facilityName, body, now) => {
      const [row] = await tx
        .insert(facilities)
        .values({ facilityName, ...columnsOf(body), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: facilities.facilityName })
        .returning({ id: facilities.id });
      if (!row) return null;
      await syncTypes(
        tx,
        row.id,
        body.types.map((t) => t.name),
      );
      return auditedFacility(tx, row.id);
    },
    update: async (tx, facilityName, body, now) => {
      const id = await idOf(tx, facilityName);
      if (id === undefined) return null;
      const before = await auditedFacility(tx, id);
      await tx
        .update(facilities)
        .set({ ...columnsOf(body), updatedAt: now })
        .where(eq(facilities.id, id));
      await syncTypes(
        tx,
        id,
        body.types.map((t) => t.name),
      );
      return { before, after: await auditedFacility(tx, id) };
    },
    read: facilityResponse,
  });

  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.delete(
    '/facilities/:facilityName',
    {
      schema: {
        ...catalogueWriteDocs,
        summary: 'Delete a facility (it is removed from every attraction that lists it)',
        description:
          'Answers {result: true} when deleted and {result: false} (404) when there was no such facility.',
        params: z.object({ facilityName: z.string() }),
        response: {
          200: z.object({ result: z.literal(true) }),
          404: ErrorResponseSchema.extend({ result: z.literal(false) }),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const deleted = await writeCatalogue(app, request, {
        entity: FACILITY,
        action: 'delete',
        key: () => request.params.facilityName,
        apply: async (tx, facilityName) => {
          const id = await idOf(tx, facilityName);
          if (id === undefined) return null;
          const before = await auditedFacility(tx, id);
          const [usage] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(attractionFacilities)
            .where(eq(attractionFacilities.facilityId, id));
          await tx.delete(facilities).where(eq(facilities.id, id));
          const changes = {
            ...diffRecords(before, null),
            attractionsListingIt: { before: Number(usage?.count ?? 0), after: 0 },
          };
          return { changes, value: true as const };
        },
      });
      if (!deleted) {
        return reply
          .status(404)
          .send({ ...errorBody(404, notFound(FACILITY.title).message), result: false as const });
      }
      return { result: true as const };
    },
  );
};
