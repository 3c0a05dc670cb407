// GET /attraction-service/v2/attractions, /attractions/{id} and /attractions/{id}/track (SPEC §7).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAttractionId } from '../../../contract/attraction-id.js';
import { attractionQuerySchema, type AttractionQuery } from '../../../contract/attraction-query.js';
import { AttractionSchema } from '../../../contract/attraction.js';
import { buildListMetadata, envelopeSchema, ErrorResponseSchema } from '../../../contract/list.js';
import { notices } from '../../../contract/messages.js';
import { adminOf, requireAdmin } from '../../http/admin-auth.js';
import { errorBody, HttpError } from '../../http/errors.js';
import { findClosedPlace } from '../../db/closed-places.js';
import { closedPlaceMessage, GoneResponseSchema } from '../../../contract/closed-place.js';
import { AttractionListResponseSchema } from '../../../contract/attraction-list.js';
import { normaliseSearch } from './attraction-search.js';
import { buildAttractionListPlan } from './attractions-query-builder.js';
import {
  findAttraction,
  findAttractionIdPage,
  findAttractionPage,
  trackVisit,
} from './attractions-repository.js';
import { listAnswerText } from './attraction-json-cache.js';
import { loadAttractions } from '../../db/load-attractions.js';
import { CACHE_CONTROL, sentToken } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';
import { assertKnownValues } from './vocabulary.js';

const idParams = z.object({ id: z.string() });

const notFound = () => new HttpError(404, notices.attractionNotFound);

/** The three routes, registered in this order (the OpenAPI document lists them so). */
export const attractionsRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  options,
) => {
  registerListRoute(app, options);
  registerDetailRoute(app, options);
  registerTrackRoute(app);
};

/** A page's metadata; hoursUnknown only when the query asked for opening days. */
function listMetadata(
  query: AttractionQuery,
  page: { totalResults: number; hoursUnknown: number | undefined },
) {
  return {
    ...buildListMetadata({
      totalResults: page.totalResults,
      page: query.page,
      pageSize: query.pageSize,
    }),
    ...(page.hoursUnknown === undefined ? {} : { hoursUnknown: page.hoursUnknown }),
  };
}

/** GET /attractions: the public list from the shared cache; an admin's read is never shared. */
function registerListRoute(
  app: FastifyInstance,
  { listCache, counts, vocabulary, attractionJson }: AttractionServiceOptions,
) {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/attraction-service/v2/attractions',
    {
      schema: {
        summary: 'Attractions: filter, search, distance, sort and page',
        description:
          'Public readers see live attractions. adminFilter needs a valid admin token (401 otherwise); ' +
          'an unknown category, region, facility or attractionGroupName is a 400 naming the parameter. ' +
          'openOn (a London date) leaves out places whose hours are not known, unless ' +
          'includeUnknownHours=true includes them; either way metadata.hoursUnknown says how many ' +
          'places matching the other filters have unknown hours.',
        tags: ['attraction-service'],
        querystring: attractionQuerySchema,
        response: {
          200: AttractionListResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) => {
      const query = request.query;
      // Bad values are reported before permissions (docs/decisions/010, 011).
      assertKnownValues(await vocabulary.get(), {
        category: query.category,
        region: query.region,
        facility: query.facility,
        attractionGroupName: query.attractionGroupName,
      });
      const adminRead = query.adminFilter !== undefined;
      if (adminRead) await requireAdmin(request);
      const search = normaliseSearch(query.search, query.isExactSearch);
      const plan = () => buildAttractionListPlan(query);
      if (adminRead) {
        return answerRead(request, reply, listCache, {
          cacheControl: CACHE_CONTROL.private,
          load: async () => {
            const page = await findAttractionPage(db, plan(), query, {
              includeReferenceNumber: true,
              includeCheckedBy: true,
              counts,
            });
            return { results: page.attractions, metadata: listMetadata(query, page) };
          },
        });
      }
      return answerRead(request, reply, listCache, {
        cacheKey: normalisedKey('attractions', { ...query, search: search?.text }),
        cacheControl: CACHE_CONTROL.list,
        loadText: async () => {
          const listPlan = plan();
          const page = await findAttractionIdPage(db, listPlan, query, counts);
          const results = await attractionJson.texts(page.ids, listPlan.origin, (ids) =>
            loadAttractions(db, ids),
          );
          return listAnswerText(results, listMetadata(query, page));
        },
      });
    },
  );
}

/** GET /attractions/{id}: one attraction, or 410 with what the page needs for a closed place. */
function registerDetailRoute(app: FastifyInstance, { listCache }: AttractionServiceOptions) {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/attraction-service/v2/attractions/:id',
    {
      schema: {
        summary:
          'One attraction; non-live ones only with an admin token; 410 for one that closed permanently',
        tags: ['attraction-service'],
        params: idParams,
        response: { 200: AttractionSchema, 404: ErrorResponseSchema, 410: GoneResponseSchema },
      },
    },
    async (request, reply) => {
      const id = parseAttractionId(request.params.id);
      if (id === null) throw notFound();
      // A token that is not (or no longer) valid reads as the public does (docs/decisions/011).
      const admin = sentToken(request) ? await adminOf(request) : null;
      if (admin === null) {
        // A place that closed for good answers 410 with what its page needs (decision 067).
        const closedPlace = await findClosedPlace(db, id);
        if (closedPlace) {
          return reply
            .status(410)
            .header('cache-control', CACHE_CONTROL.detail)
            .send({ ...errorBody(410, closedPlaceMessage(closedPlace.name)), closedPlace });
        }
      }
      return answerRead(request, reply, listCache, {
        cacheControl: CACHE_CONTROL.detail,
        load: async () =>
          (await findAttraction(db, id, { includeNonLive: admin !== null })) ??
          Promise.reject(notFound()),
      });
    },
  );
}

/** GET /attractions/{id}/track: counts a visit to the attraction's website. */
function registerTrackRoute(app: FastifyInstance) {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/attraction-service/v2/attractions/:id/track',
    {
      schema: {
        summary: "Counts a visit to a live attraction's website and answers its link",
        tags: ['attraction-service'],
        params: idParams,
        response: {
          200: envelopeSchema(z.object({ linkUrl: z.string().nullable() })),
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const id = parseAttractionId(request.params.id);
      const tracked = id === null ? null : await trackVisit(db, id);
      if (!tracked) throw notFound();
      // Not a catalogue change: popularity order may lag by the list cache's lifetime (docs/decisions/013).
      reply.header('cache-control', CACHE_CONTROL.private);
      return { response: { linkUrl: tracked.linkUrl }, result: true as const };
    },
  );
}
