// Facilities: POST, PUT and DELETE by facilityName. DELETE answers {result: true|false} (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  FacilityInputSchema,
  FacilitySchema,
  type FacilityInputParsed,
} from '../../contract/facility.js';
import { envelopeSchema, ErrorResponseSchema } from '../../contract/list.js';
import { attractionFacilities, facilities, facilityTypes } from '../db/schema.js';
import { requireAdmin } from '../http/admin-auth.js';
import { errorBody, HttpError } from '../http/errors.js';
import { diffRecords, recordAudit } from './audit.js';
import { facilityResponse } from './catalogue-responses.js';
import {
  adminActor,
  adminSecurity,
  errorResponses,
  managementTags,
  notFound,
  ok,
  slugFromDisplayName,
  type Tx,
} from './route-support.js';

const FacilityParamsSchema = z.object({ facilityName: z.string() });
const FacilityEnvelope = envelopeSchema(FacilitySchema);

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

export const facilitiesRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const common = { tags: managementTags, security: adminSecurity };

  app.post(
    '/facilities',
    {
      schema: {
        ...common,
        summary: 'Create a facility (facilityName is derived from displayName)',
        body: FacilityInputSchema,
        response: { 201: FacilityEnvelope, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const facilityName = slugFromDisplayName(request.body.displayName);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(facilities)
          .values({ facilityName, ...columnsOf(request.body), createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: facilities.facilityName })
          .returning({ id: facilities.id });
        if (!row) throw new HttpError(409, `A facility named "${facilityName}" already exists.`);
        await syncTypes(
          tx,
          row.id,
          request.body.types.map((t) => t.name),
        );
        await recordAudit(tx, {
          actor,
          entityType: 'facility',
          entityKey: facilityName,
          action: 'create',
          changes: diffRecords(null, await auditedFacility(tx, row.id)),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`facility ${facilityName} created`);
      return reply.status(201).send(ok((await facilityResponse(db, facilityName))!));
    },
  );

  app.put(
    '/facilities/:facilityName',
    {
      schema: {
        ...common,
        summary: 'Update a facility and its types (its facilityName never changes)',
        params: FacilityParamsSchema,
        body: FacilityInputSchema,
        response: { 200: FacilityEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { facilityName } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: facilities.id })
          .from(facilities)
          .where(eq(facilities.facilityName, facilityName))
          .for('update');
        if (!row) throw notFound('Facility');
        const before = await auditedFacility(tx, row.id);
        await tx
          .update(facilities)
          .set({ ...columnsOf(request.body), updatedAt: now })
          .where(eq(facilities.id, row.id));
        await syncTypes(
          tx,
          row.id,
          request.body.types.map((t) => t.name),
        );
        await recordAudit(tx, {
          actor,
          entityType: 'facility',
          entityKey: facilityName,
          action: 'update',
          changes: diffRecords(before, await auditedFacility(tx, row.id)),
          at: now,
        });
      });
      app.catalogueEvents.catalogueChanged(`facility ${facilityName} updated`);
      return ok((await facilityResponse(db, facilityName))!);
    },
  );

  app.delete(
    '/facilities/:facilityName',
    {
      schema: {
        ...common,
        summary: 'Delete a facility (it is removed from every attraction that lists it)',
        description:
          'Answers {result: true} when deleted and {result: false} (404) when there was no such facility.',
        params: FacilityParamsSchema,
        response: {
          200: z.object({ result: z.literal(true) }),
          404: ErrorResponseSchema.extend({ result: z.literal(false) }),
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const now = app.clock.now();
      const { facilityName } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: facilities.id })
          .from(facilities)
          .where(eq(facilities.facilityName, facilityName))
          .for('update');
        if (!row) return false;
        const before = await auditedFacility(tx, row.id);
        const [usage] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(attractionFacilities)
          .where(eq(attractionFacilities.facilityId, row.id));
        await tx.delete(facilities).where(eq(facilities.id, row.id));
        await recordAudit(tx, {
          actor,
          entityType: 'facility',
          entityKey: facilityName,
          action: 'delete',
          changes: {
            ...diffRecords(before, null),
            attractionsListingIt: { before: Number(usage?.count ?? 0), after: 0 },
          },
          at: now,
        });
        return true;
      });
      if (!deleted) {
        return reply
          .status(404)
          .send({ ...errorBody(404, notFound('Facility').message), result: false as const });
      }
      app.catalogueEvents.catalogueChanged(`facility ${facilityName} deleted`);
      return { result: true as const };
    },
  );
};
