// Shared by the attraction-service API tests: JSON requests and the seed catalogue as the oracle
// (every seeded attraction is live, so counts over data/ are the counts the API must answer).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Attraction } from '../../../src/contract/attraction.js';
import type { ListMetadata } from '../../../src/contract/list.js';
import { readSeedCatalogue, type SeedAttraction } from '../../../src/server/db/seed/seed-files.js';

export const seed = readSeedCatalogue(path.resolve(import.meta.dirname, '../../../data'));

export interface ListBody<T = Attraction> {
  results: T[];
  metadata: ListMetadata;
}

export async function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    body: (response.body === '' ? undefined : response.json()) as T,
    headers: response.headers,
  };
}

/** The attractions list at `query`, asserting a 200. */
export async function list(
  app: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
) {
  const response = await get<ListBody>(app, `/attraction-service/v2/attractions?${query}`, headers);
  if (response.status !== 200) {
    throw new Error(
      `expected 200 for ?${query}, got ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}

export const seedWhere = (test: (a: SeedAttraction) => boolean) => seed.attractions.filter(test);

/** Names compare as the database orders lower(name) (C collation: code point order). */
export function byLowerName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export const paths = {
  attractions: '/attraction-service/v2/attractions',
  categories: '/attraction-service/v2/categories',
  regions: '/attraction-service/v2/regions',
  groups: '/attraction-service/v2/attractionGroups',
  facilities: '/attraction-service/v2/facilities',
  metadata: '/attraction-service/v2/metadata',
  banners: '/marketing-service/v1/banner/featured/',
};

/** The ids of the first `count` pages of `?query`, page after page, as a client pages through. */
export async function listPages(
  app: FastifyInstance,
  query: string,
  pageSize: number,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= count; page++) {
    const body = await list(app, `${query}&pageSize=${pageSize}&page=${page}`);
    ids.push(...body.results.map((r) => r.id));
  }
  return ids;
}
