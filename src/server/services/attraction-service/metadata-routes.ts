// GET /attraction-service/v2/metadata → {totalResults}: the live attraction count (DESIGN).
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SiteMetadataSchema } from '../../../contract/metadata.js';
import { attractions } from '../../db/schema.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { answerRead } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export const metadataRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache },
) => {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/attraction-service/v2/metadata',
    {
      schema: {
        summary: 'Site metadata: the number of live attractions',
        tags: ['attraction-service'],
        response: { 200: SiteMetadataSchema },
      },
    },
    async (request, reply) =>
      answerRead(request, reply, listCache, {
        cacheKey: 'metadata',
        cacheControl: CACHE_CONTROL.list,
        load: async () => {
          const [row] = await db
            .select({ total: count() })
            .from(attractions)
            .where(eq(attractions.isLive, true));
          return { totalResults: Number(row?.total ?? 0) };
        },
      }),
  );
};
