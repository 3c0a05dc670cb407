// GET /attraction-service/v2/attractions/names: every live attraction's id and name, A-Z, for
// the sitemap page (decision 097), kept until the catalogue changes like the list's answers.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ATTRACTION_NAMES_PATH } from '../../../contract/api-paths.js';
import { AttractionNamesResponseSchema } from '../../../contract/attraction-names.js';
import { findLiveAttractionNames } from '../../db/attraction-names.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export const namesRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    ATTRACTION_NAMES_PATH,
    {
      schema: {
        summary: 'Every live attraction’s id and name, A-Z (the sitemap page)',
        tags: ['attraction-service'],
        response: { 200: AttractionNamesResponseSchema },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) =>
      answerRead(request, reply, listCache, {
        cacheKey: normalisedKey('attraction-names', {}),
        cacheControl: CACHE_CONTROL.list,
        load: async () => ({ results: await findLiveAttractionNames(app.database.db) }),
      }),
  );
};
