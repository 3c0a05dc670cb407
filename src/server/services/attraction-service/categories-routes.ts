// GET /attraction-service/v2/categories and /categories/{categoryName} (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema } from '../../../contract/category.js';
import { categoryQuerySchema } from '../../../contract/list-query.js';
import { ErrorResponseSchema, listResponseSchema } from '../../../contract/list.js';
import { HttpError } from '../../http/errors.js';
import { normaliseSearch } from './attraction-search.js';
import { findCategories, findCategory } from './categories-repository.js';
import { pageOf, slugFromPath } from './catalogue-lists.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export const CATEGORY_NOT_FOUND = 'No matching category could be found.';

export const categoriesRoutes: FastifyPluginAsync<AttractionServiceOptions> = async (
  app,
  { listCache },
) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/attraction-service/v2/categories',
    {
      schema: {
        summary: 'Categories with their live attraction counts',
        tags: ['attraction-service'],
        querystring: categoryQuerySchema,
        response: { 200: listResponseSchema(CategorySchema), 400: ErrorResponseSchema },
      },
      onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
    },
    async (request, reply) => {
      const query = request.query;
      const search = normaliseSearch(query.search, query.isExactSearch);
      return answerRead(request, reply, listCache, {
        cacheKey: normalisedKey('categories', { ...query, search: search?.text }),
        cacheControl: CACHE_CONTROL.list,
        load: async () => pageOf(await findCategories(db, { sort: query.sort, search }), query),
      });
    },
  );

  typed.get(
    '/attraction-service/v2/categories/:categoryName',
    {
      schema: {
        summary: 'One category by its categoryName',
        tags: ['attraction-service'],
        params: z.object({ categoryName: z.string() }),
        response: { 200: CategorySchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const name = slugFromPath(request.params.categoryName);
      return answerRead(request, reply, listCache, {
        cacheKey: name ? normalisedKey('category', { name }) : undefined,
        cacheControl: CACHE_CONTROL.list,
        load: async () => {
          const category = name ? await findCategory(db, name) : null;
          if (!category) throw new HttpError(404, CATEGORY_NOT_FOUND);
          return category;
        },
      });
    },
  );
};
