import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AttractionSchema, type Attraction } from '../../../src/contract/attraction.js';
import { ADMIN_FILTERS, type AdminFilter } from '../../../src/contract/enums.js';
import { notices } from '../../../src/contract/messages.js';
import { attractions, categories, regions } from '../../../src/server/db/schema.js';
import { UNAUTHORISED_MESSAGE } from '../../../src/server/http/admin-auth.js';
import { createAdminToken } from '../../support/admin-token.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { get, list, paths, seed } from './support.js';

const LIVE = seed.attractions.length;

type Status = Pick<
  typeof attractions.$inferInsert,
  | 'isLive'
  | 'isApproved'
  | 'isAwaitingAdminReview'
  | 'isRejected'
  | 'isUserSubmitted'
  | 'referenceNumber'
>;

/** The rows each admin filter must add to or leave out of the seeded (live) catalogue. */
const extraRows: Record<string, Status> = {
  'Admin Draft Attraction': {
    isLive: false,
    isApproved: false,
    isAwaitingAdminReview: true,
    isRejected: false,
    isUserSubmitted: false,
  },
  'Deactivated Attraction': {
    isLive: false,
    isApproved: true,
    isAwaitingAdminReview: false,
    isRejected: false,
    isUserSubmitted: false,
  },
  'Pending Submission': {
    isLive: false,
    isApproved: false,
    isAwaitingAdminReview: true,
    isRejected: false,
    isUserSubmitted: true,
    referenceNumber: 'PENDING234',
  },
  'Rejected Submission': {
    isLive: false,
    isApproved: false,
    isAwaitingAdminReview: false,
    isRejected: true,
    isUserSubmitted: true,
    referenceNumber: 'REJECTED23',
  },
  'Approved Submission': {
    isLive: true,
    isApproved: true,
    isAwaitingAdminReview: false,
    isRejected: false,
    isUserSubmitted: true,
    referenceNumber: 'APPROVED23',
  },
};

const expectedExtras: Record<AdminFilter, string[]> = {
  ALL_ATTRACTIONS: ['Admin Draft Attraction', 'Deactivated Attraction', 'Approved Submission'],
  LIVE_ATTRACTIONS: ['Approved Submission'],
  NON_LIVE_ATTRACTIONS: ['Admin Draft Attraction', 'Deactivated Attraction'],
  ALL_SUBMISSIONS: ['Pending Submission', 'Rejected Submission', 'Approved Submission'],
  SUBMISSION_AWAITING_REVIEW: ['Pending Submission'],
  SUBMISSION_REJECTED: ['Rejected Submission'],
  SUBMISSION_APPROVED: ['Approved Submission'],
};
const includesSeed: Record<AdminFilter, boolean> = {
  ALL_ATTRACTIONS: true,
  LIVE_ATTRACTIONS: true,
  NON_LIVE_ATTRACTIONS: false,
  ALL_SUBMISSIONS: false,
  SUBMISSION_AWAITING_REVIEW: false,
  SUBMISSION_REJECTED: false,
  SUBMISSION_APPROVED: false,
};

describeEachEngine('one attraction, tracking and admin reads', (engine) => {
  const ctx = useTestApp(engine);
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    token = (await createAdminToken(ctx.database)).token;
    const [zoo] = await ctx.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.categoryName, 'zoo'));
    const [wales] = await ctx.database.db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.regionName, 'wales'));
    for (const [name, status] of Object.entries(extraRows)) {
      const [row] = await ctx.database.db
        .insert(attractions)
        .values({
          name,
          description: `${name} for the admin filter tests.`,
          latitude: 52.1,
          longitude: -3.5,
          regionId: wales!.id,
          mainCategoryId: zoo!.id,
          websiteUrl: 'https://example.org',
          ...status,
        })
        .returning({ id: attractions.id });
      ids[name] = row!.id;
    }
    // The rows went in behind the API's back: tell its caches, as every write does.
    ctx.app.catalogueEvents.catalogueChanged('test rows');
  });

  describe('GET /attractions/{id}', () => {
    it('answers a live attraction in the SPEC §3 wire shape, with everything it has', async () => {
      const found = await list(ctx.app, 'search=chester%20zoo&isExactSearch=true&pageSize=1');
      const response = await get<Attraction>(
        ctx.app,
        `${paths.attractions}/${found.results[0]!.id}`,
      );
      expect(response.status).toBe(200);
      expect(AttractionSchema.parse(response.body)).toEqual(response.body);
      const zoo = response.body;
      const source = seed.attractions.find((a) => a.name === 'Chester Zoo')!;
      expect(zoo).toMatchObject({
        name: 'Chester Zoo',
        description: source.description,
        status: { isLive: true, isApproved: true, isAwaitingAdminReview: false, isRejected: false },
        location: {
          coordinates: { latitude: source.latitude, longitude: source.longitude },
          address: {
            addressLineOne: source.address1,
            postalTown: 'Chester',
            postalCode: source.postCode,
            country: 'England',
          },
          region: { regionName: 'northwestengland', displayName: 'North West England' },
        },
        mainCategory: { categoryName: 'zoo', displayName: 'Zoos & Safari Parks' },
        links: { website: 'https://www.chesterzoo.org' },
        linkUrl: 'https://www.chesterzoo.org',
        hitCount: source.popularity,
        rating: source.rating,
      });
      expect(zoo.categories.map((c) => c.categoryName).sort()).toEqual(
        [...source.categories].sort(),
      );
      expect(zoo.facilities.find((f) => f.name === 'parking')).toEqual({
        name: 'parking',
        displayName: 'Parking',
        state: 'YES',
        types: [{ name: 'Free' }, { name: 'Disabled bays' }],
      });
      expect(zoo.facilities.find((f) => f.name === 'dogfriendly')?.state).toBe('PARTIAL');
      expect(zoo.facilities).toHaveLength(Object.keys(source.facilities).length);
      expect(zoo.referenceNumber).toBeUndefined();
      expect(zoo.distance).toBeUndefined();
    });

    it('lists the groups of a group member', async () => {
      const member = await list(ctx.app, 'attractionGroupName=englishheritage&pageSize=1');
      const response = await get<Attraction>(
        ctx.app,
        `${paths.attractions}/${member.results[0]!.id}`,
      );
      expect(response.body.attractionGroups).toEqual([
        expect.objectContaining({
          groupId: 'englishheritage',
          displayName: 'English Heritage',
          branding: expect.any(Object),
        }),
      ]);
    });

    it.each([
      ['999999'],
      ['abc'],
      ['1.5'],
      ['-1'],
      ['0'],
      ['99999999999999999999'],
      ['1e3'],
      ['%20'],
    ])('answers 404 with a clear message for the id %s', async (id) => {
      const response = await get<{ message: string }>(ctx.app, `${paths.attractions}/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(notices.attractionNotFound);
    });

    it('hides a non-live attraction from the public and from an invalid token', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { token: 'not-a-token' },
        { token: 'A'.repeat(43) },
      ]) {
        const response = await get<{ message: string }>(
          ctx.app,
          `${paths.attractions}/${ids['Pending Submission']}`,
          headers,
        );
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(notices.attractionNotFound);
      }
    });

    it('shows a non-live attraction, with its reference number, to an admin, never cached publicly', async () => {
      const response = await get<Attraction>(
        ctx.app,
        `${paths.attractions}/${ids['Pending Submission']}`,
        { token },
      );
      expect(response.status).toBe(200);
      expect(response.body.name).toBe('Pending Submission');
      expect(response.body.status.isLive).toBe(false);
      expect(response.body.referenceNumber).toBe('PENDING234');
      expect(response.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('GET /attractions/{id}/track', () => {
    const hitCount = async (id: number) =>
      (
        await ctx.database.db
          .select({ n: attractions.hitCount })
          .from(attractions)
          .where(eq(attractions.id, id))
      )[0]!.n;

    it('counts every visit, even concurrent ones, and answers the link', async () => {
      const id = ids['Approved Submission']!;
      const before = await hitCount(id);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          ctx.app.inject({ method: 'GET', url: `${paths.attractions}/${id}/track` }),
        ),
      );
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          response: { linkUrl: 'https://example.org' },
          result: true,
        });
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      expect(await hitCount(id)).toBe(before + 20);
      const detail = await get<Attraction>(ctx.app, `${paths.attractions}/${id}`);
      expect(detail.body.hitCount).toBe(before + 20);
    });

    it('answers 404 for an unknown, malformed or non-live id, counting nothing', async () => {
      const before = await hitCount(ids['Deactivated Attraction']!);
      for (const id of ['999999', 'abc', '0', String(ids['Deactivated Attraction'])]) {
        const response = await get<{ message: string }>(
          ctx.app,
          `${paths.attractions}/${id}/track`,
        );
        expect(response.status, id).toBe(404);
        expect(response.body.message).toBe(notices.attractionNotFound);
      }
      expect(await hitCount(ids['Deactivated Attraction']!)).toBe(before);
    });
  });

  describe('adminFilter', () => {
    it('hides every non-live row from the public list, even from an admin without a filter', async () => {
      for (const headers of [{} as Record<string, string>, { token }]) {
        const body = await list(ctx.app, 'pageSize=1000', headers);
        expect(body.metadata.totalResults).toBe(LIVE + 1);
        expect(body.results.every((r) => r.status.isLive)).toBe(true);
        expect(body.results.every((r) => r.referenceNumber === undefined)).toBe(true);
      }
    });

    it.each(ADMIN_FILTERS.map((filter) => [filter]))(
      '%s selects its rows (decision 011)',
      async (filter) => {
        const body = await list(ctx.app, `adminFilter=${filter}&pageSize=1000&sort=a-z`, { token });
        const extras = Object.keys(extraRows).filter((name) =>
          body.results.some((r) => r.name === name),
        );
        expect(extras.sort()).toEqual([...expectedExtras[filter]].sort());
        const seeded = body.results.filter((r) => !(r.name in extraRows)).length;
        expect(seeded).toBe(includesSeed[filter] ? LIVE : 0);
        expect(body.metadata.totalResults).toBe(body.results.length);
        for (const result of body.results) expect(result).toHaveProperty('referenceNumber');
      },
    );

    it('combines an admin filter with the other parameters', async () => {
      const body = await list(
        ctx.app,
        'adminFilter=ALL_SUBMISSIONS&region=wales&search=submission&sort=z-a',
        { token },
      );
      expect(body.results.map((r) => r.name)).toEqual([
        'Rejected Submission',
        'Pending Submission',
        'Approved Submission',
      ]);
      expect(body.results[0]!.referenceNumber).toBe('REJECTED23');
    });

    it('answers 401 without a valid token, and never caches the admin answer publicly', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { token: 'wrong' },
        { token: 'B'.repeat(43) },
      ]) {
        const response = await get<{ message: string }>(
          ctx.app,
          `${paths.attractions}?adminFilter=ALL_SUBMISSIONS`,
          headers,
        );
        expect(response.status).toBe(401);
        expect(response.body.message).toBe(UNAUTHORISED_MESSAGE);
      }
      const ok = await get(ctx.app, `${paths.attractions}?adminFilter=ALL_SUBMISSIONS`, { token });
      expect(ok.headers['cache-control']).toBe('private, no-store');
    });

    it('checks the value before the token: an unknown filter is a 400 even without one', async () => {
      const response = await get<{ message: string }>(
        ctx.app,
        `${paths.attractions}?adminFilter=EVERYTHING`,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^adminFilter: adminFilter must be one of/);
      const unknownCategory = await get(
        ctx.app,
        `${paths.attractions}?adminFilter=ALL_ATTRACTIONS&category=nope`,
      );
      expect(unknownCategory.status).toBe(400);
    });

    it('answers 401 for an expired token', async () => {
      const expired = await createAdminToken(ctx.database, {
        now: new Date(Date.now() - 48 * 3_600_000),
        ttlHours: 1,
      });
      const response = await get(ctx.app, `${paths.attractions}?adminFilter=LIVE_ATTRACTIONS`, {
        token: expired.token,
      });
      expect(response.status).toBe(401);
    });
  });
});
