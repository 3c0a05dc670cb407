// GET /attraction-service/v2/car-free-pages: the cities' "Car-free days out" pages and how many
// places each lists (decision 153), for the site map's links. 69 rows, kept until the catalogue
// changes.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAR_FREE_PAGES_PATH } from '../../../contract/api-paths.js';
import { CarFreePagesResponseSchema } from '../../../contract/car-free-pages-schema.js';
import { findCarFreePages } from '../../db/car-free-pages.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export const carFreePagesRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    CAR_FREE_PAGES_PATH,
    {
      schema: {
        summary: "Every city's car-free days out page, with how many places it lists",
        tags: ['attraction-service'],
        response: { 200: CarFreePagesResponseSchema },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) =>
      answerRead(request, reply, listCache, {
        cacheKey: normalisedKey('car-free-pages', {}),
        cacheControl: CACHE_CONTROL.list,
        load: async () => ({ results: await findCarFreePages(app.database.db) }),
      }),
  );
};
