// GET /marketing-service/v1/banner/featured/ (SPEC §7): the active featured banner slides in
// display order, as a one-page list. Empty when the featured banner is switched off (SPEC §9).
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BannerSchema, type BannerKind } from '../../../contract/banner.js';
import { buildListMetadata, listResponseSchema } from '../../../contract/list.js';
import { CACHE_CONTROL, sendJsonBytes } from '../../http/http-cache.js';
import { withEtag } from '../../http/list-cache.js';
import { featuredBanners } from '../../db/schema.js';

export const bannersRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/marketing-service/v1/banner/featured/',
    {
      schema: {
        summary: 'The featured banner slides in display order',
        tags: ['marketing-service'],
        response: { 200: listResponseSchema(BannerSchema) },
      },
    },
    async (request, reply) => {
      const rows = app.config.FEATURE_FEATURED_BANNER
        ? await db
            .select({
              id: featuredBanners.id,
              kind: featuredBanners.kind,
              title: featuredBanners.title,
              subtitle: featuredBanners.subtitle,
              linkPath: featuredBanners.linkPath,
              categoryName: featuredBanners.categoryName,
              position: featuredBanners.position,
            })
            .from(featuredBanners)
            .where(eq(featuredBanners.isActive, true))
            .orderBy(asc(featuredBanners.position))
        : [];
      const results = rows.map((row) => ({ ...row, kind: row.kind as BannerKind }));
      const body = {
        results,
        metadata: buildListMetadata({
          totalResults: results.length,
          page: 1,
          pageSize: Math.max(1, results.length),
        }),
      };
      return sendJsonBytes(
        request,
        reply,
        withEtag(Buffer.from(reply.serialize(body) as string)),
        CACHE_CONTROL.list,
      );
    },
  );
};
