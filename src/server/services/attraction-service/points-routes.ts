// GET /attraction-service/v2/attractions/points (decision 090): the results map's pins for the list's
// filters, cached and ETagged exactly like the list (docs/decisions/013, 090).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapPointsResponseSchema } from '../../../contract/attraction-points.js';
import { attractionQuerySchema } from '../../../contract/attraction-query.js';
import { buildListMetadata, ErrorResponseSchema } from '../../../contract/list.js';
import { requireAdmin } from '../../http/admin-auth.js';
import { normaliseSearch } from './attraction-search.js';
import { buildAttractionListPlan } from './attractions-query-builder.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { findMapPoints } from './points-repository.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';
import { assertKnownValues } from './vocabulary.js';

export const pointsRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache, vocabulary },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/attraction-service/v2/attractions/points',
    {
      schema: {
        summary: 'Map pins: id, coordinates and main category of every matching attraction',
        description:
          'Takes the attraction list’s query (filters, search, distance, bbox); page, pageSize, ' +
          'limit and sort are accepted and ignored, since every match with coordinates is answered. ' +
          'An unknown category, region, facility or attractionGroupName, or a malformed bbox, is a 400 naming the parameter.',
        tags: ['attraction-service'],
        querystring: attractionQuerySchema,
        response: {
          200: MapPointsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) => {
      const query = request.query;
      assertKnownValues(await vocabulary.get(), {
        category: query.category,
        region: query.region,
        facility: query.facility,
        attractionGroupName: query.attractionGroupName,
      });
      const adminRead = query.adminFilter !== undefined;
      if (adminRead) await requireAdmin(request);
      const search = normaliseSearch(query.search, query.isExactSearch);
      // Paging and order do not change the answer, so they stay out of its cache key.
      const matchingSet = {
        ...query,
        search: search?.text,
        page: undefined,
        pageSize: undefined,
        limit: undefined,
        sort: undefined,
      };
      return answerRead(request, reply, listCache, {
        cacheKey: adminRead ? undefined : normalisedKey('points', matchingSet),
        cacheControl: adminRead ? CACHE_CONTROL.private : CACHE_CONTROL.list,
        load: async () => {
          const results = await findMapPoints(db, buildAttractionListPlan(query));
          return {
            results,
            metadata: buildListMetadata({
              totalResults: results.length,
              page: 1,
              pageSize: Math.max(1, results.length),
            }),
          };
        },
      });
    },
  );
};
