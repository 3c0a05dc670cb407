import { describe, expect, it } from 'vitest';
import {
  AttractionGroupSchema,
  type AttractionGroup,
} from '../../../src/contract/attraction-group.js';
import { CategorySchema, type Category } from '../../../src/contract/category.js';
import { FacilitySchema, type Facility } from '../../../src/contract/facility.js';
import { RegionSchema, type Region } from '../../../src/contract/region.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { byLowerName, get, paths, seed, seedWhere, type ListBody } from './support.js';

const present = (state: string | undefined) => state === 'YES' || state === 'PARTIAL';

describeEachEngine(
  'catalogue reads: categories, regions, groups, facilities, metadata',
  (engine) => {
    const ctx = useTestApp(engine, { env: { API_DOCS: 'true' } });
    const getList = async <T>(url: string) => {
      const response = await get<ListBody<T>>(ctx.app, url);
      expect(response.status, url).toBe(200);
      return response.body;
    };

    describe('categories', () => {
      it('lists every category by rank with its live attraction count', async () => {
        const body = await getList<Category>(`${paths.categories}?pageSize=1000`);
        expect(body.metadata).toEqual({
          currentPage: 1,
          totalPages: 1,
          totalResults: seed.categories.length,
        });
        expect(body.results.map((c) => c.categoryName)).toEqual(
          [...seed.categories].sort((a, b) => a.rank - b.rank).map((c) => c.categoryName),
        );
        for (const category of body.results) {
          expect(CategorySchema.parse(category)).toEqual(category);
          expect(category.attractionCount, category.categoryName).toBe(
            seedWhere((a) => a.categories.includes(category.categoryName)).length,
          );
        }
      });

      it('sorts A-Z and Z-A by display name, pages and caps with limit', async () => {
        const az = await getList<Category>(`${paths.categories}?sort=a-z&pageSize=1000`);
        const displayNames = seed.categories.map((c) => c.displayName).sort(byLowerName);
        expect(az.results.map((c) => c.displayName)).toEqual(displayNames);
        const za = await getList<Category>(`${paths.categories}?sort=z-a&pageSize=1000`);
        expect(za.results.map((c) => c.displayName)).toEqual([...displayNames].reverse());
        const page2 = await getList<Category>(`${paths.categories}?sort=a-z&pageSize=5&page=2`);
        expect(page2.results.map((c) => c.displayName)).toEqual(displayNames.slice(5, 10));
        expect(page2.metadata).toEqual({ currentPage: 2, totalPages: 4, totalResults: 19 });
        const limited = await getList<Category>(`${paths.categories}?limit=4`);
        expect(limited.results).toHaveLength(4);
        expect(limited.metadata).toEqual({ currentPage: 1, totalPages: 1, totalResults: 4 });
      });

      it('searches display names, tolerating a typo unless isExactSearch=true', async () => {
        const safari = await getList<Category>(`${paths.categories}?search=SAFARI`);
        expect(safari.results.map((c) => c.categoryName)).toEqual(['zoo']);
        const typo = await getList<Category>(`${paths.categories}?search=safary`);
        expect(typo.results.map((c) => c.categoryName)).toEqual(['zoo']);
        const exact = await getList<Category>(
          `${paths.categories}?search=safary&isExactSearch=true`,
        );
        expect(exact.results).toEqual([]);
        expect(exact.metadata.totalPages).toBe(1);
        const slug = await getList<Category>(`${paths.categories}?search=theme%20park`);
        expect(slug.results.map((c) => c.categoryName)).toEqual(['themepark']);
        const wildcard = await getList<Category>(`${paths.categories}?search=%25`);
        expect(wildcard.results).toEqual([]);
      });

      it('answers one category by name, 404 for an unknown or malformed one', async () => {
        const zoo = await get<Category>(ctx.app, `${paths.categories}/zoo`);
        expect(zoo.status).toBe(200);
        expect(zoo.body).toMatchObject({
          categoryName: 'zoo',
          displayName: 'Zoos & Safari Parks',
          rank: 20,
        });
        expect(zoo.body.attractionCount).toBe(
          seedWhere((a) => a.categories.includes('zoo')).length,
        );
        for (const name of ['unicorns', 'Zoo', 'zoo%20park', 'zoo.json', '%00']) {
          const response = await get<{ message: string }>(ctx.app, `${paths.categories}/${name}`);
          expect(response.status, name).toBe(404);
          expect(response.body.message).toBe('No matching category could be found.');
        }
      });

      it.each([
        ['sort=closest', 'sort'],
        ['page=0', 'page'],
        ['limit=abc', 'limit'],
        ['isExactSearch=maybe', 'isExactSearch'],
      ])('refuses %s with a 400 naming %s', async (query, parameter) => {
        const response = await get<{ fieldErrors: Record<string, string[]> }>(
          ctx.app,
          `${paths.categories}?${query}`,
        );
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.fieldErrors)).toEqual([parameter]);
      });
    });

    describe('regions', () => {
      it('lists every region A-Z with its centre and live attraction count', async () => {
        const body = await getList<Region>(paths.regions);
        expect(body.metadata.totalResults).toBe(seed.regions.length);
        expect(body.results.map((r) => r.displayName)).toEqual(
          seed.regions.map((r) => r.displayName).sort(byLowerName),
        );
        for (const region of body.results) {
          expect(RegionSchema.parse(region)).toEqual(region);
          expect(region.attractionCount, region.regionName).toBe(
            seedWhere((a) => a.region === region.regionName).length,
          );
          const source = seed.regions.find((r) => r.regionName === region.regionName)!;
          expect([region.latitude, region.longitude]).toEqual([source.latitude, source.longitude]);
        }
        const za = await getList<Region>(`${paths.regions}?sort=z-a&pageSize=3`);
        expect(za.results.map((r) => r.displayName)).toEqual(
          seed.regions
            .map((r) => r.displayName)
            .sort(byLowerName)
            .reverse()
            .slice(0, 3),
        );
      });

      it('searches regions and answers one by name', async () => {
        const scotland = await getList<Region>(`${paths.regions}?search=scotland`);
        expect(scotland.results.map((r) => r.regionName).sort()).toEqual([
          'northscotland',
          'southscotland',
        ]);
        const london = await get<Region>(ctx.app, `${paths.regions}/london`);
        expect(london.status).toBe(200);
        expect(london.body).toMatchObject({ regionName: 'london', displayName: 'London' });
        expect((await get(ctx.app, `${paths.regions}/atlantis`)).status).toBe(404);
        expect((await get(ctx.app, `${paths.regions}?sort=rank`)).status).toBe(400);
      });
    });

    describe('attraction groups', () => {
      it('lists every group with branding, main category and live count', async () => {
        const body = await getList<AttractionGroup>(`${paths.groups}?pageSize=1000`);
        expect(body.results.map((g) => g.groupId)).toEqual(
          [...seed.groups]
            .sort((a, b) => byLowerName(a.displayName, b.displayName))
            .map((g) => g.groupId),
        );
        for (const group of body.results) {
          expect(AttractionGroupSchema.parse(group)).toEqual(group);
          const source = seed.groups.find((g) => g.groupId === group.groupId)!;
          expect(group).toMatchObject({
            mainCategory: source.mainCategory,
            branding: source.branding,
            websiteUrl: source.websiteUrl,
          });
          expect(group.attractionCount).toBe(
            seedWhere((a) => a.attractionGroups.includes(group.groupId)).length,
          );
        }
      });

      it('answers one group by groupId, 404 otherwise', async () => {
        const trust = await get<AttractionGroup>(ctx.app, `${paths.groups}/nationaltrust`);
        expect(trust.status).toBe(200);
        expect(trust.body.groupId).toBe('nationaltrust');
        expect((await get(ctx.app, `${paths.groups}/nosuchgroup`)).status).toBe(404);
        const found = await getList<AttractionGroup>(`${paths.groups}?search=heritage`);
        expect(found.results.map((g) => g.groupId)).toEqual(['englishheritage']);
      });
    });

    describe('facilities', () => {
      it('lists every facility (pageSize 1000) with its types in order and its live count', async () => {
        const body = await getList<Facility>(`${paths.facilities}?pageSize=1000`);
        expect(body.metadata.totalResults).toBe(seed.facilities.length);
        for (const facility of body.results) {
          expect(FacilitySchema.parse(facility)).toEqual(facility);
          const source = seed.facilities.find((f) => f.facilityName === facility.facilityName)!;
          expect(facility.types).toEqual(source.types);
          expect(facility.icon).toEqual(source.icon);
          expect(facility.attractionCount, facility.facilityName).toBe(
            seedWhere((a) => present(a.facilities[facility.facilityName]?.state)).length,
          );
        }
      });

      it('matches the facility filter of the attraction list', async () => {
        const parking = await get<Facility>(ctx.app, `${paths.facilities}/parking`);
        const filtered = await get<ListBody>(
          ctx.app,
          `${paths.attractions}?facility=parking&pageSize=1`,
        );
        expect(parking.body.attractionCount).toBe(filtered.body.metadata.totalResults);
        expect(parking.body.types.map((t) => t.name)).toEqual(['Free', 'Paid', 'Disabled bays']);
        expect((await get(ctx.app, `${paths.facilities}/helipad`)).status).toBe(404);
        const search = await getList<Facility>(`${paths.facilities}?search=wheelchair%20access`);
        expect(search.results.map((f) => f.facilityName)).toEqual(['wheelchairaccess']);
        expect((await get(ctx.app, `${paths.facilities}?pageSize=1001`)).status).toBe(400);
      });
    });

    describe('metadata and the API description', () => {
      it('counts the live attractions', async () => {
        const response = await get<{ totalResults: number }>(ctx.app, paths.metadata);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ totalResults: seed.attractions.length });
      });

      it('describes every read route in /api/openapi.json and serves /api/docs', async () => {
        const doc = await get<{ paths: Record<string, { get?: { tags?: string[] } }> }>(
          ctx.app,
          '/api/openapi.json',
        );
        expect(doc.status).toBe(200);
        for (const path of [
          '/attraction-service/v2/attractions',
          '/attraction-service/v2/attractions/{id}',
          '/attraction-service/v2/attractions/{id}/track',
          '/attraction-service/v2/categories',
          '/attraction-service/v2/categories/{categoryName}',
          '/attraction-service/v2/regions',
          '/attraction-service/v2/regions/{regionName}',
          '/attraction-service/v2/attractionGroups',
          '/attraction-service/v2/attractionGroups/{groupId}',
          '/attraction-service/v2/facilities',
          '/attraction-service/v2/facilities/{facilityName}',
          '/attraction-service/v2/metadata',
          '/marketing-service/v1/banner/featured/',
        ]) {
          expect(doc.body.paths[path]?.get, path).toBeDefined();
        }
        expect(doc.body.paths['/attraction-service/v2/attractions']!.get!.tags).toEqual([
          'attraction-service',
        ]);
        const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
        expect(ui.statusCode).toBe(200);
        expect(ui.headers['content-type']).toMatch(/text\/html/);
      });
    });
  },
);
