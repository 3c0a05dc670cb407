// The list-and-one routes of regions, groups and facilities, which differ only in names: a list
// (simpleListQuerySchema: page, pageSize, sort a-z/z-a, search) and one item by its slug.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SimpleSort } from '../../../contract/sorts.js';
import { simpleListQuerySchema } from '../../../contract/list-query.js';
import { ErrorResponseSchema, listResponseSchema } from '../../../contract/list.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { normaliseSearch, type SearchTerm } from './attraction-search.js';
import { pageOf, slugFromPath } from './catalogue-lists.js';
import { CACHE_CONTROL } from '../../http/http-cache.js';
import { normalisedKey } from '../../http/list-cache.js';
import { answerRead, cachedAnswerHook } from './public-read.js';
import type { AttractionServiceOptions } from './service-options.js';

export interface SimpleCatalogue<T> {
  /** The path segment: 'regions', 'attractionGroups', 'facilities'. */
  collection: string;
  /** The path parameter naming one item: 'regionName', 'groupId', 'facilityName'. */
  param: string;
  itemSchema: z.ZodType<T>;
  what: string;
  notFoundMessage: string;
  findAll(db: Db, options: { sort: SimpleSort; search: SearchTerm | undefined }): Promise<T[]>;
  findOne(db: Db, name: string): Promise<T | null>;
}

export function simpleCatalogueRoutes<T>(
  catalogue: SimpleCatalogue<T>,
): FastifyPluginAsync<AttractionServiceOptions> {
  return async (app, { listCache }) => {
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const db = app.database.db;
    const base = `/attraction-service/v2/${catalogue.collection}`;

    typed.get(
      base,
      {
        schema: {
          summary: `${catalogue.what} with their live attraction counts`,
          tags: ['attraction-service'],
          querystring: simpleListQuerySchema,
          response: { 200: listResponseSchema(catalogue.itemSchema), 400: ErrorResponseSchema },
        },
        onRequest: cachedAnswerHook(listCache, CACHE_CONTROL.list),
      },
      async (request, reply) => {
        const query = request.query;
        const search = normaliseSearch(query.search, false);
        return answerRead(request, reply, listCache, {
          cacheKey: normalisedKey(catalogue.collection, { ...query, search: search?.text }),
          cacheControl: CACHE_CONTROL.list,
          load: async () =>
            pageOf(await catalogue.findAll(db, { sort: query.sort, search }), query),
        });
      },
    );

    // The parameter's name is data here, so this route is typed by hand.
    app.get<{ Params: Record<string, string> }>(
      `${base}/:${catalogue.param}`,
      {
        schema: {
          summary: `One of the ${catalogue.what.toLowerCase()} by its ${catalogue.param}`,
          tags: ['attraction-service'],
          params: z.object({ [catalogue.param]: z.string() }),
          response: { 200: catalogue.itemSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const raw = request.params[catalogue.param] ?? '';
        const name = slugFromPath(raw);
        return answerRead(request, reply, listCache, {
          cacheKey: name ? normalisedKey(`${catalogue.collection}/one`, { name }) : undefined,
          cacheControl: CACHE_CONTROL.list,
          load: async () => {
            const item = name ? await catalogue.findOne(db, name) : null;
            if (!item) throw new HttpError(404, catalogue.notFoundMessage);
            return item;
          },
        });
      },
    );
  };
}
