// GET /attraction-service/v2/landing-pages: the region × category pages worth offering, for the
// links on region and category pages (decision 093). A few hundred rows at most, kept until the
// catalogue changes.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANDING_PAGES_PATH } from '../../../contract/api-paths.js';
import { LandingPagesResponseSchema } from '../../../contract/landing-page-schema.js';
import { findLandingPages } from '../../db/landing-pages.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export const landingPagesRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    LANDING_PAGES_PATH,
    {
      schema: {
        summary: 'Every region × category with enough live attractions for a page of its own',
        tags: ['attraction-service'],
        response: { 200: LandingPagesResponseSchema },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) =>
      answerRead(request, reply, listCache, {
        cacheKey: normalisedKey('landing-pages', {}),
        cacheControl: CACHE_CONTROL.list,
        load: async () => ({ results: await findLandingPages(app.database.db) }),
      }),
  );
};
