// Shared by the management-service API tests: requests with a token, a valid attraction body, the
// app's route table, and a fingerprint of every table for "nothing changed" assertions.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Clock } from '../../../src/server/clock.js';
import type { Database } from '../../../src/server/db/database.js';

export const M = '/management-service/v1';

export interface Call {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string | undefined;
  payload?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

export async function call(
  app: FastifyInstance,
  { method, url, token, payload, remoteAddress, headers }: Call,
) {
  const options: InjectOptions = {
    method,
    url,
    headers: { ...(token === undefined ? {} : { token }), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2030-06-01T09:00:00.000Z')): Clock & {
  advance(ms: number): void;
  set(date: Date): void;
} {
  let now = start;
  return {
    now: () => now,
    advance: (ms) => (now = new Date(now.getTime() + ms)),
    set: (date) => (now = date),
  };
}

/** A complete, valid attraction body as the admin editor sends it. */
export function attractionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Willow Farm Park',
    description: 'A small farm park with animals to feed and a maze in summer.',
    metadata: { googlePlaceId: null, hvt: false },
    location: {
      coordinates: { latitude: 51.5, longitude: -0.12 },
      description: 'Behind the village green',
      address: {
        addressLineOne: '1 Willow Lane',
        addressLineTwo: null,
        postalTown: 'London',
        postalCode: 'E1 6AN',
        country: 'England',
      },
      region: 'london',
    },
    categories: ['zoo', 'nature'],
    mainCategory: 'zoo',
    facilities: [
      { name: 'parking', state: 'YES', types: ['Free'] },
      { name: 'cafe', state: 'NO' },
    ],
    attractionGroups: [],
    price: 2,
    rating: 4.5,
    contact: { phone: '020 7946 0000', email: 'hello@willowfarm.example', facebook: 'willowfarm' },
    links: { website: 'willowfarm.example.com' },
    ...overrides,
  };
}

export interface RouteEntry {
  method: string;
  url: string;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * Every route the app serves, read from its own route table (printRoutes, one method at a time so
 * parameter names are not merged; the compact commonPrefix:false view loses path pieces). Each entry is checked with hasRoute, so a parsing slip fails
 * loudly instead of silently shrinking the table.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const method of METHODS) {
    // The radix tree as it is: each node's text is exactly the next piece of the path.
    const tree = app.printRoutes({ method });
    const stack: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:[│ ] {3})*)[├└]── (.*)$/.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      const rest = match[2] ?? '';
      const methods = / \(([A-Z, ]+)\)$/.exec(rest);
      const segment = (methods ? rest.slice(0, methods.index) : rest).replace(
        /(:\w+)(\|:\w+)+/g,
        '$1',
      );
      stack.length = depth;
      stack[depth] = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
      if (methods?.[1]?.split(', ').includes(method)) routes.push({ method, url: stack[depth] });
    }
  }
  for (const route of routes) {
    if (!app.hasRoute({ method: route.method, url: route.url })) {
      throw new Error(
        `route table parsing produced a route the app does not have: ${route.method} ${route.url}`,
      );
    }
  }
  return routes;
}

/** Fills each :param of a route with a sample value. */
export function samplePath(url: string, samples: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => samples[name] ?? 'x');
}

const FINGERPRINTED_TABLES = [
  'attractions',
  'attraction_categories',
  'attraction_facilities',
  'attraction_facility_types',
  'attraction_group_members',
  'categories',
  'regions',
  'facilities',
  'facility_types',
  'attraction_groups',
  'audit_events',
  'email_signups',
  'sessions',
  'admin_users',
] as const;

/** An md5 of every row of every table a write could touch: equal means nothing changed. */
export async function fingerprint(database: Database): Promise<Record<string, string>> {
  const columns = FINGERPRINTED_TABLES.map(
    (table) =>
      `md5(coalesce((select string_agg(t::text, '|' order by t::text) from ${table} t), '')) as ${table}`,
  );
  const { rows } = await database.pool.query<Record<string, string>>(
    `select ${columns.join(', ')}`,
  );
  return rows[0]!;
}

export async function rowCount(database: Database, table: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  );
  return rows[0]!.n;
}

export async function firstLiveAttractionId(database: Database): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    'select id from attractions where is_live order by id limit 1',
  );
  return rows[0]!.id;
}
