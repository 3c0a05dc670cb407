// Issue 19: the bounds filter on the list and the map's points endpoint.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MapPointSchema, type MapPoint } from '../../../src/contract/attraction-points.js';
import { BBOX_MESSAGE } from '../../../src/contract/bbox.js';
import { attractions } from '../../../src/server/db/schema.js';
import { createAdminToken } from '../../support/admin-token.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { get, list, paths, seed, seedWhere, type ListBody } from './support.js';

const POINTS = `${paths.attractions}/points`;
/** Greater London and a little around it. */
const LONDON_BOX = { west: -0.6, south: 51.25, east: 0.35, north: 51.72 };
const boxParam = (b: typeof LONDON_BOX) => `${b.west},${b.south},${b.east},${b.north}`;
const inBox = (b: typeof LONDON_BOX) =>
  seedWhere(
    (a) =>
      a.longitude >= b.west &&
      a.longitude <= b.east &&
      a.latitude >= b.south &&
      a.latitude <= b.north,
  );

describeEachEngine('the map: bbox filter and points (issue 19)', (engine) => {
  const ctx = useTestApp(engine);
  const points = async (query: string) => {
    const response = await get<ListBody<MapPoint>>(ctx.app, `${POINTS}?${query}`);
    expect(response.status, `${POINTS}?${query}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body;
  };

  it('limits the list to the box, with the box’s count', async () => {
    const expected = inBox(LONDON_BOX);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(seed.attractions.length);
    const body = await list(ctx.app, `bbox=${boxParam(LONDON_BOX)}&pageSize=1000&sort=a-z`);
    expect(body.metadata.totalResults).toBe(expected.length);
    expect(body.results.map((r) => r.name).sort()).toEqual(expected.map((a) => a.name).sort());
  });

  it('combines the box with the other filters and with nearest-first paging', async () => {
    const category = inBox(LONDON_BOX)[0]!.mainCategory;
    const expected = inBox(LONDON_BOX).filter((a) => a.categories.includes(category));
    const body = await list(
      ctx.app,
      `category=${category}&bbox=${boxParam(LONDON_BOX)}&latitude=51.5&longitude=-0.1&sort=closest&pageSize=2`,
    );
    expect(body.metadata.totalResults).toBe(expected.length);
    const all = await points(`category=${category}&bbox=${boxParam(LONDON_BOX)}`);
    expect(all.results).toHaveLength(expected.length);
  });

  it('answers every live attraction’s pin: id, rounded coordinates and main category only', async () => {
    const body = await points('');
    expect(body.results).toHaveLength(seed.attractions.length);
    expect(body.metadata).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalResults: seed.attractions.length,
    });
    const listed = await list(ctx.app, 'pageSize=1000&sort=a-z');
    const byId = new Map(listed.results.map((a) => [a.id, a]));
    for (const point of body.results) {
      expect(Object.keys(point).sort()).toEqual(['category', 'id', 'latitude', 'longitude']);
      expect(MapPointSchema.safeParse(point).success).toBe(true);
      const attraction = byId.get(point.id)!;
      expect(point.category).toBe(attraction.mainCategory?.categoryName ?? null);
      expect(point.latitude).toBeCloseTo(attraction.location.coordinates!.latitude, 5);
      expect(point.longitude).toBeCloseTo(attraction.location.coordinates!.longitude, 5);
    }
  });

  it('takes the list’s filters, search and distance, and ignores paging and sort', async () => {
    const region = seed.attractions[0]!.region;
    const listed = await list(ctx.app, `region=${region}&pageSize=1000`);
    const pinned = await points(`region=${region}&page=3&pageSize=1&sort=z-a`);
    expect(pinned.results.map((p) => p.id).sort((x, y) => x - y)).toEqual(
      listed.results.map((a) => a.id).sort((x, y) => x - y),
    );
    const near = 'latitude=51.5&longitude=-0.1&maxDistance=10';
    expect((await points(near)).results).toHaveLength(
      (await list(ctx.app, `${near}&pageSize=1000`)).metadata.totalResults,
    );
    const search = 'search=zoo';
    expect((await points(search)).results).toHaveLength(
      (await list(ctx.app, `${search}&pageSize=1000`)).metadata.totalResults,
    );
  });

  it('leaves out attractions without coordinates and those not live', async () => {
    const [first] = await ctx.database.db
      .select({ id: attractions.id })
      .from(attractions)
      .orderBy(attractions.id)
      .limit(2);
    await ctx.database.db
      .update(attractions)
      .set({ latitude: null, longitude: null })
      .where(eq(attractions.id, first!.id));
    ctx.app.catalogueEvents.catalogueChanged('coordinates removed');
    const ids = (await points('')).results.map((p) => p.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).toHaveLength(seed.attractions.length - 1);
  });

  describe('refuses a malformed or inverted box with a 400 naming bbox', () => {
    for (const bad of [
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '-1,51,,52',
      '0.5,51,-0.5,52', // west east of east
      '-0.5,52,0.5,51', // south north of north
      '-0.5,51,-0.5,52', // no width
      '-181,51,0,52',
      '-1,-91,0,52',
      '-1,51,181,52',
      '-1,51,0,91',
      '1e2,51,2,52',
    ]) {
      it(bad, async () => {
        for (const path of [paths.attractions, POINTS]) {
          const response = await get<{
            statusCode: number;
            message: string;
            fieldErrors?: Record<string, string[]>;
          }>(ctx.app, `${path}?bbox=${encodeURIComponent(bad)}`);
          expect(response.status, path).toBe(400);
          expect(response.body.message).toContain('bbox');
          expect(JSON.stringify(response.body)).toContain(BBOX_MESSAGE);
        }
      });
    }
  });

  it('refuses an unknown category on the points too', async () => {
    const response = await get<{ message: string }>(ctx.app, `${POINTS}?category=nosuchthing`);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('category');
  });

  it('caches and ETags the points like the lists, and a write empties them', async () => {
    const url = `${POINTS}?bbox=${boxParam(LONDON_BOX)}`;
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const hitsBefore = ctx.app.attractionListCache.stats.hits;
    await ctx.app.inject({ method: 'GET', url: `${POINTS}?page=2&bbox=${boxParam(LONDON_BOX)}` });
    expect(ctx.app.attractionListCache.stats.hits).toBe(hitsBefore + 1);

    const id = first.json<ListBody<MapPoint>>().results[0]!.id;
    await ctx.database.db.update(attractions).set({ isLive: false }).where(eq(attractions.id, id));
    ctx.app.catalogueEvents.catalogueChanged('attraction hidden');
    const after = await ctx.app.inject({ method: 'GET', url });
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json<ListBody<MapPoint>>().results.map((p) => p.id)).not.toContain(id);
  });

  it('answers admins privately with their filter, and refuses an admin filter without a token', async () => {
    expect((await get(ctx.app, `${POINTS}?adminFilter=ALL_ATTRACTIONS`)).status).toBe(401);
    const { token } = await createAdminToken(ctx.database);
    const response = await get<ListBody<MapPoint>>(
      ctx.app,
      `${POINTS}?adminFilter=ALL_ATTRACTIONS`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.results.length).toBeGreaterThan(0);
  });

  it('documents both parameters in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const pointsGet = document.paths['/attraction-service/v2/attractions/points']?.get;
    expect(pointsGet).toBeDefined();
    for (const operation of [pointsGet, document.paths['/attraction-service/v2/attractions'].get]) {
      const names = operation.parameters.map((p: { name: string }) => p.name);
      expect(names).toContain('bbox');
    }
  });
});
