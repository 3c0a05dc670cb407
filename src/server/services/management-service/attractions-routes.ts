// Admin attraction writes: create, full save (also the manage-social update), the SPEC §4 status
// actions, Google Place data and the audit trail of one attraction.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { normaliseAttractionInput } from '../../../contract/attraction-input-normalised.js';
import { AttractionSchema } from '../../../contract/attraction.js';
import { pagingQueryShape } from '../../../contract/list-query.js';
import { envelopeSchema, listResponseSchema } from '../../../contract/list.js';
import { notices } from '../../../contract/messages.js';
import { z } from 'zod';
import { attractions } from '../../db/schema.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { HttpError } from '../../http/errors.js';
import { GooglePlacesError, type GooglePlacesClient, type PlaceDetails } from './google-places.js';
import {
  AttractionBodySchema,
  noteStatelessFacilities,
  statelessFacilitiesOf,
} from './attraction-body.js';
import { createAttraction, patchAttractionColumns, updateAttraction } from './attraction-writer.js';
import { AuditEventSchema, listAuditEvents } from './audit.js';
import {
  adminActor,
  adminSecurity,
  AttractionIdParamsSchema,
  errorResponses,
  managementTags,
  ok,
} from './route-support.js';
import { registerStatusActionRoute } from './status-action-route.js';
import { STATUS_ACTIONS, type StatusAction } from './status-transitions.js';

const AttractionEnvelope = envelopeSchema(AttractionSchema);

const ACTION_SUMMARIES: Record<StatusAction, string> = {
  approve: 'Approve: live, approved, no longer awaiting review',
  reject: 'Reject: not approved, not awaiting review, not live',
  undoReject: 'Undo a rejection: approved, live, not awaiting review',
  deactivate: 'Deactivate: no longer live (stays approved)',
  activate: 'Activate / reactivate: live and approved (not for rejected attractions)',
};

/** The columns Google's answer fills; what it does not know stays as saved. */
function placeColumns(place: PlaceDetails): Partial<typeof attractions.$inferInsert> {
  const columns: Partial<typeof attractions.$inferInsert> = {};
  if (place.coordinates) {
    columns.latitude = place.coordinates.latitude;
    columns.longitude = place.coordinates.longitude;
  }
  if (place.addressLineOne) columns.addressLineOne = place.addressLineOne;
  if (place.addressLineTwo) columns.addressLineTwo = place.addressLineTwo;
  if (place.postalTown) columns.postalTown = place.postalTown;
  if (place.postalCode) columns.postalCode = place.postalCode;
  if (place.country) columns.country = place.country;
  if (place.phone) columns.phone = place.phone;
  if (place.website) columns.websiteUrl = place.website;
  return columns;
}

const GOOGLE_ERROR_STATUS = {
  'not-configured': 503,
  'unknown-place': 400,
  unavailable: 502,
} as const;

const common = { tags: managementTags, security: adminSecurity };

/** The routes, registered in this order (the OpenAPI document lists them so). */
export const attractionsRoutes: FastifyPluginAsync<{ googlePlaces: GooglePlacesClient }> = async (
  plugin,
  { googlePlaces },
) => {
  registerCreateRoute(plugin);
  registerSaveRoute(plugin);
  registerStatusRoutes(plugin);
  registerFetchGoogleDataRoute(plugin, googlePlaces);
  registerAuditRoute(plugin);
};

/** POST /attractions: an admin's new attraction, which starts awaiting review like any other. */
function registerCreateRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/attractions',
    {
      schema: {
        ...common,
        summary: 'Create an attraction (awaiting review, not approved, not live: SPEC §4)',
        body: AttractionBodySchema,
        response: { 201: AttractionEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const actor = adminActor(await requireAdmin(request));
      const input = normaliseAttractionInput(request.body);
      const created = await createAttraction(db, input, 'admin', { actor, now: app.clock.now() });
      app.catalogueEvents.catalogueChanged(`attraction ${created.id} created`);
      return reply.status(201).send(ok(created));
    },
  );
}

/** PUT /attractions/{id}: the full save, which leaves the status flags alone. */
function registerSaveRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.put(
    '/attractions/:id',
    {
      preValidation: noteStatelessFacilities,
      schema: {
        ...common,
        summary: 'Save an attraction (full save; also the manage-social update)',
        description:
          'mainCategory and categories may be names or {categoryName} objects; facilities sent without a state keep their saved state. Status flags, hit count and reference number are not changed here.',
        params: AttractionIdParamsSchema,
        body: AttractionBodySchema,
        response: { 200: AttractionEnvelope, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const input = normaliseAttractionInput(request.body);
      const saved = await updateAttraction(db, { id: request.params.id }, input, 'admin', {
        actor,
        now: app.clock.now(),
        keepStoredStateOf: statelessFacilitiesOf(request),
      });
      app.catalogueEvents.catalogueChanged(`attraction ${saved.id} updated`);
      return ok(saved);
    },
  );
}

/** POST /attractions/{id}/{action}: one route per SPEC §4 status action, then reactivate. */
function registerStatusRoutes(plugin: FastifyInstance) {
  const statusRoute = (path: string, action: StatusAction, summary: string) =>
    registerStatusActionRoute(plugin, {
      url: `/attractions/:id/${path}`,
      action,
      subject: 'attraction',
      summary,
      envelope: AttractionEnvelope,
      present: (attraction) => attraction,
    });
  for (const action of STATUS_ACTIONS) statusRoute(action, action, ACTION_SUMMARIES[action]);
  // SPEC §4 labels the same action Reactivate when the attraction was approved before.
  statusRoute('reactivate', 'activate', 'Reactivate: the same action as activate');
}

/** Google's details of a place; its client's failures become the HTTP errors they stand for. */
async function placeDetailsOf(
  googlePlaces: GooglePlacesClient,
  googlePlaceId: string,
): Promise<PlaceDetails> {
  try {
    return await googlePlaces.placeDetails(googlePlaceId);
  } catch (error) {
    if (error instanceof GooglePlacesError)
      throw new HttpError(GOOGLE_ERROR_STATUS[error.kind], error.message);
    throw error;
  }
}

/** POST /attractions/{id}/fetchGoogleData: fills what Google knows from the saved Place ID. */
function registerFetchGoogleDataRoute(plugin: FastifyInstance, googlePlaces: GooglePlacesClient) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.post(
    '/attractions/:id/fetchGoogleData',
    {
      schema: {
        ...common,
        summary: "Fill location and contact details from the attraction's saved Google Place ID",
        params: AttractionIdParamsSchema,
        response: { 200: AttractionEnvelope, ...errorResponses(400, 401, 404, 502, 503) },
      },
    },
    async (request) => {
      const actor = adminActor(await requireAdmin(request));
      const { id } = request.params;
      const [row] = await db
        .select({ googlePlaceId: attractions.googlePlaceId })
        .from(attractions)
        .where(eq(attractions.id, id));
      if (!row) throw new HttpError(404, notices.attractionNotFound);
      if (!googlePlaces.isConfigured) {
        throw new HttpError(
          503,
          'Google Place data is not available: no Google Places API key is configured on this server (GOOGLE_PLACES_API_KEY).',
        );
      }
      if (!row.googlePlaceId) throw new HttpError(400, notices.googlePlaceIdRequired);
      const place = await placeDetailsOf(googlePlaces, row.googlePlaceId);
      const saved = await patchAttractionColumns(db, id, placeColumns(place), 'fetchGoogleData', {
        actor,
        now: app.clock.now(),
      });
      app.catalogueEvents.catalogueChanged(`attraction ${id} filled from Google Places`);
      return ok(saved);
    },
  );
}

/** GET /attractions/{id}/audit: one attraction's audit trail, paged. */
function registerAuditRoute(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.get(
    '/attractions/:id/audit',
    {
      schema: {
        ...common,
        summary: "An attraction's audit trail, newest first: who changed what, when",
        params: AttractionIdParamsSchema,
        querystring: z.object(pagingQueryShape),
        response: { 200: listResponseSchema(AuditEventSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = await db
        .select({ id: attractions.id })
        .from(attractions)
        .where(eq(attractions.id, id));
      if (!row) throw new HttpError(404, notices.attractionNotFound);
      return listAuditEvents(db, 'attraction', String(id), request.query);
    },
  );
}
