import { describe, expect, it } from 'vitest';
import { AttractionSchema } from '../../../src/contract/attraction.js';
import { DEFAULT_PAGE_SIZE } from '../../../src/contract/constants.js';
import { distanceMiles } from '../../../src/contract/distance.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { byLowerName, get, list, paths, seed, seedWhere } from './support.js';

const LIVE = seed.attractions.length;
const LONDON = { latitude: 51.52, longitude: -0.09 };
const MANCHESTER = { latitude: 53.48, longitude: -2.24 };

const names = (results: { name: string }[]) => results.map((r) => r.name);
const categoryNames = (a: { categories: { categoryName: string }[] }) =>
  a.categories.map((c) => c.categoryName);

function expectAscending(values: number[]) {
  for (let i = 1; i < values.length; i++)
    expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]! - 1e-9);
}

describeEachEngine('attraction list: filters, sorting, paging, distance, search', (engine) => {
  const ctx = useTestApp(engine);

  describe('paging', () => {
    it('answers the first page of live attractions, A-Z without coordinates, with metadata', async () => {
      const body = await list(ctx.app, '');
      expect(body.results).toHaveLength(DEFAULT_PAGE_SIZE);
      expect(body.metadata).toEqual({
        currentPage: 1,
        totalPages: Math.ceil(LIVE / DEFAULT_PAGE_SIZE),
        totalResults: LIVE,
      });
      const expected = seed.attractions
        .map((a) => a.name)
        .sort(byLowerName)
        .slice(0, DEFAULT_PAGE_SIZE);
      expect(names(body.results)).toEqual(expected);
      for (const result of body.results) {
        expect(AttractionSchema.safeParse(result).success).toBe(true);
        expect(result.status.isLive).toBe(true);
        expect(result.distance).toBeUndefined();
        expect(result.referenceNumber).toBeUndefined();
      }
    });

    it('serves all attractions A-Z with pageSize 1000 (the "all" list of SPEC §7)', async () => {
      const body = await list(ctx.app, 'pageSize=1000&sort=a-z');
      expect(body.results).toHaveLength(LIVE);
      expect(body.metadata).toEqual({ currentPage: 1, totalPages: 1, totalResults: LIVE });
      expect(names(body.results)).toEqual([...names(body.results)].sort(byLowerName));
      expect(new Set(body.results.map((r) => r.id)).size).toBe(LIVE);
    });

    it('continues page 1 on page 2 without overlap or gap, for every sort', async () => {
      for (const sort of [
        'a-z',
        'z-a',
        'most-popular',
        'least-popular',
        'price-low-high',
        'price-high-low',
      ]) {
        const first = await list(ctx.app, `sort=${sort}&pageSize=7&page=1`);
        const second = await list(ctx.app, `sort=${sort}&pageSize=7&page=2`);
        const both = await list(ctx.app, `sort=${sort}&pageSize=14&page=1`);
        const ids = [...first.results, ...second.results].map((r) => r.id);
        expect(new Set(ids).size, sort).toBe(14);
        expect(ids, sort).toEqual(both.results.map((r) => r.id));
        expect(second.metadata.currentPage).toBe(2);
      }
    });

    it('continues page 1 on page 2 for distance and relevance orders too', async () => {
      for (const query of [
        'sort=closest&latitude=53.48&longitude=-2.24',
        'sort=closest&latitude=53.48&longitude=-2.24&category=zoo',
        'sort=closest&latitude=51.52&longitude=-0.09&maxDistance=25',
        'sort=furthest&latitude=51.52&longitude=-0.09',
        'search=castle',
        'search=park&region=wales&sort=closest&latitude=52&longitude=-3.5',
      ]) {
        const first = await list(ctx.app, `${query}&pageSize=5&page=1`);
        const second = await list(ctx.app, `${query}&pageSize=5&page=2`);
        const both = await list(ctx.app, `${query}&pageSize=10&page=1`);
        const ids = [...first.results, ...second.results].map((r) => r.id);
        expect(ids, query).toEqual(both.results.map((r) => r.id));
        expect(new Set(ids).size, query).toBe(ids.length);
        expect(second.metadata.totalResults, query).toBe(both.metadata.totalResults);
      }
    });

    it('answers an empty page past the end, still counting every match', async () => {
      const body = await list(ctx.app, 'page=1000&pageSize=24');
      expect(body.results).toEqual([]);
      expect(body.metadata).toEqual({
        currentPage: 1000,
        totalPages: Math.ceil(LIVE / 24),
        totalResults: LIVE,
      });
    });

    it('reports at least one page for an empty result', async () => {
      const body = await list(ctx.app, 'search=qqxqqzzqq&isExactSearch=true');
      expect(body).toEqual({
        results: [],
        metadata: { currentPage: 1, totalPages: 1, totalResults: 0 },
      });
    });

    it('caps the whole result with limit, whatever the paging', async () => {
      const capped = await list(ctx.app, 'limit=5&pageSize=2&page=3&sort=a-z');
      const all = await list(ctx.app, 'pageSize=5&sort=a-z');
      expect(capped.metadata).toEqual({ currentPage: 3, totalPages: 3, totalResults: 5 });
      expect(capped.results.map((r) => r.id)).toEqual([all.results[4]!.id]);
      const beyond = await list(ctx.app, 'limit=5&pageSize=2&page=4');
      expect(beyond.results).toEqual([]);
      expect(beyond.metadata.totalResults).toBe(5);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=1001', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['limit=0', 'limit'],
      ['page=1&page=2', 'page'],
      ['exclude=-3', 'exclude'],
    ])('refuses %s with a 400 naming %s', async (query, parameter) => {
      const response = await get<{ message: string; fieldErrors: Record<string, string[]> }>(
        ctx.app,
        `${paths.attractions}?${query}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(parameter);
      expect(Object.keys(response.body.fieldErrors)).toContain(parameter);
    });
  });

  describe('filters', () => {
    it('category and region together: every result is a live zoo in London', async () => {
      const body = await list(ctx.app, 'category=zoo&region=london&pageSize=100');
      const expected = seedWhere((a) => a.categories.includes('zoo') && a.region === 'london');
      expect(expected.length).toBeGreaterThan(0);
      expect(body.metadata.totalResults).toBe(expected.length);
      expect(names(body.results).sort()).toEqual(expected.map((a) => a.name).sort());
      for (const result of body.results) {
        expect(categoryNames(result)).toContain('zoo');
        expect(result.location.region?.regionName).toBe('london');
        expect(result.status.isLive).toBe(true);
      }
    });

    it('several values of one key match any of them', async () => {
      const body = await list(ctx.app, 'category=zoo&category=aquarium&pageSize=1000');
      const expected = seedWhere(
        (a) => a.categories.includes('zoo') || a.categories.includes('aquarium'),
      );
      expect(body.metadata.totalResults).toBe(expected.length);
      for (const result of body.results) {
        expect(categoryNames(result).some((c) => c === 'zoo' || c === 'aquarium')).toBe(true);
      }
      const regions = await list(ctx.app, 'region=wales&region=london&pageSize=1000');
      expect(regions.metadata.totalResults).toBe(
        seedWhere((a) => a.region === 'wales' || a.region === 'london').length,
      );
    });

    it('facility matches attractions where it is available or partial, never unavailable', async () => {
      const body = await list(ctx.app, 'facility=dogfriendly&pageSize=1000');
      const expected = seedWhere((a) =>
        ['YES', 'PARTIAL'].includes(a.facilities.dogfriendly?.state ?? 'N/A'),
      );
      expect(seedWhere((a) => a.facilities.dogfriendly?.state === 'NO').length).toBeGreaterThan(0);
      expect(body.metadata.totalResults).toBe(expected.length);
      for (const result of body.results) {
        const state = result.facilities.find((f) => f.name === 'dogfriendly')?.state;
        expect(['YES', 'PARTIAL']).toContain(state);
      }
      const either = await list(ctx.app, 'facility=evcharging&facility=lockers&pageSize=1000');
      const present = (s?: { state: string }) => s?.state === 'YES' || s?.state === 'PARTIAL';
      expect(either.metadata.totalResults).toBe(
        seedWhere((a) => present(a.facilities.evcharging) || present(a.facilities.lockers)).length,
      );
    });

    it('different keys all apply', async () => {
      const body = await list(
        ctx.app,
        'category=castles&region=wales&facility=parking&pageSize=1000',
      );
      const expected = seedWhere(
        (a) =>
          a.categories.includes('castles') &&
          a.region === 'wales' &&
          ['YES', 'PARTIAL'].includes(a.facilities.parking?.state ?? ''),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(names(body.results).sort()).toEqual(expected.map((a) => a.name).sort());
    });

    it('lists a group A-Z with pageSize 1000 (attractions by group)', async () => {
      const body = await list(ctx.app, 'attractionGroupName=nationaltrust&pageSize=1000&sort=a-z');
      const expected = seedWhere((a) => a.attractionGroups.includes('nationaltrust'));
      expect(expected.length).toBeGreaterThan(0);
      expect(names(body.results)).toEqual(expected.map((a) => a.name).sort(byLowerName));
      for (const result of body.results) {
        expect(result.attractionGroups.map((g) => g.groupId)).toContain('nationaltrust');
      }
    });

    it('finds related attractions: same main category, the current one excluded, at most 6', async () => {
      const current = (await list(ctx.app, 'search=chester%20zoo')).results[0]!;
      expect(current.name).toBe('Chester Zoo');
      const body = await list(
        ctx.app,
        `category=${current.mainCategory!.categoryName}&exclude=${current.id}&limit=6`,
      );
      expect(body.results).toHaveLength(6);
      expect(body.metadata).toEqual({ currentPage: 1, totalPages: 1, totalResults: 6 });
      for (const result of body.results) {
        expect(result.id).not.toBe(current.id);
        expect(categoryNames(result)).toContain('zoo');
      }
      const withCurrent = await list(ctx.app, `category=zoo&pageSize=1000`);
      const without = await list(ctx.app, `category=zoo&pageSize=1000&exclude=${current.id}`);
      expect(without.metadata.totalResults).toBe(withCurrent.metadata.totalResults - 1);
    });

    it('ignores an exclude id too large to exist', async () => {
      const body = await list(ctx.app, 'exclude=99999999999999&pageSize=1');
      expect(body.metadata.totalResults).toBe(LIVE);
    });

    it.each([
      ['category=zooo', 'category'],
      ['region=atlantis', 'region'],
      ['facility=helipad', 'facility'],
      ['attractionGroupName=nosuchgroup', 'attractionGroupName'],
      ['category=zoo&category=unicorns', 'category'],
    ])(
      'refuses the unknown value in %s with a 400 naming %s (decision 010)',
      async (query, parameter) => {
        const response = await get<{ message: string; fieldErrors: Record<string, string[]> }>(
          ctx.app,
          `${paths.attractions}?${query}`,
        );
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(new RegExp(`^${parameter}: there is no`));
        expect(Object.keys(response.body.fieldErrors)).toEqual([parameter]);
      },
    );

    it.each([['category=Zoo'], ['region=north%20west'], ['facility=dog-friendly']])(
      'refuses the malformed filter %s with a 400',
      async (query) => {
        const response = await get<{ message: string }>(ctx.app, `${paths.attractions}?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/lowercase letters a-z and digits 0-9/);
      },
    );
  });

  describe('distance', () => {
    it('sorts closest first from coordinates by default, every result with its distance', async () => {
      const query = `latitude=${MANCHESTER.latitude}&longitude=${MANCHESTER.longitude}&pageSize=50`;
      const explicit = await list(ctx.app, `${query}&sort=closest`);
      const byDefault = await list(ctx.app, query);
      expect(byDefault.results.map((r) => r.id)).toEqual(explicit.results.map((r) => r.id));
      const distances = explicit.results.map((r) => r.distance!);
      expectAscending(distances);
      for (const result of explicit.results) {
        expect(result.distance).toBeCloseTo(
          distanceMiles(MANCHESTER, result.location.coordinates!),
          9,
        );
      }
      const nearest = Math.min(...seed.attractions.map((a) => distanceMiles(MANCHESTER, a)));
      expect(distances[0]).toBeCloseTo(nearest, 9);
    });

    it('sorts the category list closest-first from a coordinate (benchmark query a)', async () => {
      const body = await list(
        ctx.app,
        `category=zoo&sort=closest&latitude=${MANCHESTER.latitude}&longitude=${MANCHESTER.longitude}`,
      );
      const expected = seedWhere((a) => a.categories.includes('zoo'))
        .sort((a, b) => distanceMiles(MANCHESTER, a) - distanceMiles(MANCHESTER, b))
        .slice(0, DEFAULT_PAGE_SIZE)
        .map((a) => a.name);
      expect(names(body.results)).toEqual(expected);
    });

    it('sorts furthest first', async () => {
      const body = await list(
        ctx.app,
        `sort=furthest&latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&pageSize=40`,
      );
      expectAscending(body.results.map((r) => -r.distance!));
    });

    it('keeps only attractions within maxDistance miles of the coordinates', async () => {
      for (const miles of [1, 5, 10, 25, 50]) {
        const body = await list(
          ctx.app,
          `latitude=${LONDON.latitude}&longitude=${LONDON.longitude}&maxDistance=${miles}&pageSize=1000`,
        );
        const expected = seedWhere((a) => distanceMiles(LONDON, a) <= miles);
        expect(body.metadata.totalResults, `${miles} mi`).toBe(expected.length);
        for (const result of body.results) expect(result.distance).toBeLessThanOrEqual(miles);
        expectAscending(body.results.map((r) => r.distance!));
      }
    });

    it('ignores maxDistance without coordinates (SPEC §5)', async () => {
      const body = await list(ctx.app, 'maxDistance=1&pageSize=1');
      expect(body.metadata.totalResults).toBe(LIVE);
      expect(body.results[0]!.distance).toBeUndefined();
    });

    it('falls back to A-Z for a distance sort without coordinates', async () => {
      const closest = await list(ctx.app, 'sort=closest&pageSize=10');
      const az = await list(ctx.app, 'sort=a-z&pageSize=10');
      expect(closest.results.map((r) => r.id)).toEqual(az.results.map((r) => r.id));
    });

    it('handles a radius around a pole or across the antimeridian without error', async () => {
      for (const [lat, lng] of [
        [89.9, 0],
        [-89.9, 179.9],
        [0, 179.99],
        [0, -180],
      ]) {
        const body = await list(
          ctx.app,
          `latitude=${lat}&longitude=${lng}&maxDistance=5000&pageSize=1`,
        );
        expect(body.metadata.totalResults).toBe(
          seedWhere((a) => distanceMiles({ latitude: lat!, longitude: lng! }, a) <= 5000).length,
        );
      }
      const everything = await list(
        ctx.app,
        'latitude=51&longitude=0&maxDistance=1000000000&pageSize=1',
      );
      expect(everything.metadata.totalResults).toBe(LIVE);
    });

    it.each([
      ['latitude=91&longitude=0', 'latitude'],
      ['latitude=-90.5&longitude=0', 'latitude'],
      ['latitude=0&longitude=181', 'longitude'],
      ['latitude=north&longitude=0', 'latitude'],
      ['latitude=51', 'longitude'],
      ['longitude=0', 'latitude'],
      ['latitude=51&longitude=0&maxDistance=0', 'maxDistance'],
      ['latitude=51&longitude=0&maxDistance=-5', 'maxDistance'],
    ])('refuses %s with a 400 naming %s', async (query, parameter) => {
      const response = await get<{ fieldErrors: Record<string, string[]> }>(
        ctx.app,
        `${paths.attractions}?${query}`,
      );
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toContain(parameter);
    });
  });

  describe('sorting', () => {
    const all = async (sort: string) => (await list(ctx.app, `sort=${sort}&pageSize=1000`)).results;

    it('sorts by name A-Z and Z-A', async () => {
      const az = await all('a-z');
      const za = await all('z-a');
      expect(names(az)).toEqual(seed.attractions.map((a) => a.name).sort(byLowerName));
      expect(names(za)).toEqual([...names(az)].reverse());
    });

    it('sorts by popularity (hit count), ties by name', async () => {
      const most = await all('most-popular');
      expectAscending(most.map((r) => -r.hitCount));
      for (let i = 1; i < most.length; i++) {
        if (most[i]!.hitCount === most[i - 1]!.hitCount) {
          expect(byLowerName(most[i - 1]!.name, most[i]!.name)).toBeLessThan(0);
        }
      }
      const least = await all('least-popular');
      expectAscending(least.map((r) => r.hitCount));
      const top = seed.attractions.reduce((a, b) => (b.popularity > a.popularity ? b : a));
      expect(most[0]!.hitCount).toBe(top.popularity);
    });

    it('sorts by price band both ways, ties by name', async () => {
      const low = await all('price-low-high');
      expectAscending(low.map((r) => r.price ?? 99));
      const high = await all('price-high-low');
      expectAscending(high.map((r) => -(r.price ?? -1)));
      for (let i = 1; i < low.length; i++) {
        if (low[i]!.price === low[i - 1]!.price)
          expect(byLowerName(low[i - 1]!.name, low[i]!.name)).toBeLessThan(0);
      }
    });

    it.each([['sort=nearest'], ['sort=A-Z'], ['sort=rank'], ['sort=a-z&sort=z-a']])(
      'refuses %s with a 400 naming sort',
      async (query) => {
        const response = await get<{ message: string }>(ctx.app, `${paths.attractions}?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(/^sort: /);
      },
    );
  });

  describe('search', () => {
    it('tolerates a typo: "chesterr zoo" finds Chester Zoo first', async () => {
      const body = await list(ctx.app, 'search=chesterr%20zoo');
      expect(body.results[0]!.name).toBe('Chester Zoo');
    });

    it('does not tolerate the typo with isExactSearch=true', async () => {
      const body = await list(ctx.app, 'search=chesterr%20zoo&isExactSearch=true&pageSize=1000');
      expect(names(body.results)).not.toContain('Chester Zoo');
      const exact = await list(ctx.app, 'search=chester%20zoo&isExactSearch=true');
      expect(exact.results[0]!.name).toBe('Chester Zoo');
    });

    it('is case-insensitive', async () => {
      const lower = await list(ctx.app, 'search=castle&pageSize=1000');
      const upper = await list(ctx.app, 'search=CASTLE&pageSize=1000');
      expect(lower.metadata.totalResults).toBeGreaterThan(0);
      expect(upper.results.map((r) => r.id)).toEqual(lower.results.map((r) => r.id));
    });

    it('ranks name matches first', async () => {
      const body = await list(ctx.app, 'search=zoo&pageSize=1000&isExactSearch=true');
      const nameHits = body.results.map((r) => /zoo/i.test(r.name));
      const firstMiss = nameHits.indexOf(false);
      expect(firstMiss).toBeGreaterThan(0);
      expect(nameHits.slice(firstMiss)).not.toContain(true);
    });

    it('searches the town, the description and the category names', async () => {
      const inTown = seed.attractions.find(
        (a) => !a.name.toLowerCase().includes(a.town.toLowerCase()) && a.town.length > 5,
      )!;
      const byTown = await list(
        ctx.app,
        `search=${encodeURIComponent(inTown.town)}&pageSize=1000&isExactSearch=true`,
      );
      expect(names(byTown.results)).toContain(inTown.name);

      const byDescription = await list(ctx.app, 'search=okapi&isExactSearch=true');
      expect(names(byDescription.results)).toContain('Chester Zoo');

      const byCategory = await list(
        ctx.app,
        'search=safari%20parks&pageSize=1000&isExactSearch=true',
      );
      const zoos = seedWhere((a) => a.categories.includes('zoo')).map((a) => a.name);
      expect(names(byCategory.results)).toEqual(expect.arrayContaining(zoos));
    });

    it('treats %, _, quotes and backslashes as text, never as SQL or a pattern', async () => {
      for (const term of [
        '%',
        '_',
        '\\',
        '%%',
        '_%_',
        "'",
        "x' or '1'='1",
        "'; drop table attractions; --",
      ]) {
        const body = await list(ctx.app, `search=${encodeURIComponent(term)}&pageSize=1000`);
        expect(body.metadata.totalResults, term).toBeLessThan(LIVE);
        if (/^[%_\\]+$/.test(term)) expect(body.results, term).toEqual([]);
      }
      const apostrophes = await list(ctx.app, `search=${encodeURIComponent("'")}&pageSize=1000`);
      const expected = seedWhere((a) => a.name.includes("'"));
      expect(expected.length).toBeGreaterThan(0);
      expect(names(apostrophes.results).sort()).toEqual(expected.map((a) => a.name).sort());
      expect((await list(ctx.app, 'pageSize=1')).metadata.totalResults).toBe(LIVE);
    });

    it('honours an explicit sort with a search term, and filters with it', async () => {
      const body = await list(ctx.app, 'search=castle&sort=a-z&region=wales&pageSize=1000');
      expect(body.results.length).toBeGreaterThan(0);
      expect(names(body.results)).toEqual([...names(body.results)].sort(byLowerName));
      for (const result of body.results) expect(result.location.region?.regionName).toBe('wales');
    });

    it('refuses a search term over 200 characters', async () => {
      const response = await get<{ message: string }>(
        ctx.app,
        `${paths.attractions}?search=${'a'.repeat(201)}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^search: /);
    });

    it('ignores control characters in the term', async () => {
      const body = await list(ctx.app, 'search=chester%00%01zoo');
      expect(body.results[0]!.name).toBe('Chester Zoo');
    });
  });
});
