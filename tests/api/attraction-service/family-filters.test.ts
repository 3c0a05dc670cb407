import { beforeAll, describe, expect, it } from 'vitest';
import type { AttractionListMetadata } from '../../../src/contract/attraction-list.js';
import { AttractionSchema } from '../../../src/contract/attraction.js';
import { priceBandFromPounds } from '../../../src/contract/price.js';
import { typicalSettingFor } from '../../../src/contract/typical-setting.js';
import { createAdminToken } from '../../support/admin-token.js';
import { familyFixtures } from '../../support/family-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { describeEachEngine } from '../../support/test-database.js';
import { attractionBody, call, M } from '../management-service/helpers.js';
import { get, list, seed, seedWhere, type ListBody } from './support.js';

const F = familyFixtures;
/** The seed's only hours: national parks, open land at any time (data/README.md). */
const seedAlwaysOpen = seedWhere((a) => a.openingHours?.state === 'always').map((a) => a.name);
const sorted = (names: string[]) => [...names].sort();
const names = (body: { results: { name: string }[] }) => sorted(body.results.map((r) => r.name));
const all = (query: string) => `pageSize=1000&sort=a-z&${query}`;

describeEachEngine('attraction list: family filters (issue 17)', (engine) => {
  const ctx = useTestApp(engine);
  const fetchAll = async (query: string) =>
    (await list(ctx.app, all(query))) as ListBody & { metadata: AttractionListMetadata };

  beforeAll(async () => {
    const { token } = await createAdminToken(ctx.database, { username: 'checker' });
    for (const fixture of Object.values(F)) {
      const created = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions`,
        token,
        payload: attractionBody(fixture),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().response as { id: number };
      const approved = await call(ctx.app, {
        method: 'POST',
        url: `${M}/attractions/${id}/approve`,
        token,
      });
      expect(approved.statusCode).toBe(200);
    }
  });

  it('knows the national parks are open any day and nothing else in the seed has hours', () => {
    expect(seedAlwaysOpen.length).toBeGreaterThanOrEqual(10);
    expect(seedAlwaysOpen.every((name) => /National Park/.test(name))).toBe(true);
  });

  describe('age', () => {
    it('age=4: the places whose range holds 4 (all ages, 1-5, 2-10)', async () => {
      expect(names(await fetchAll('age=4'))).toEqual(
        sorted([F.museum.name, F.softPlay.name, F.farm.name]),
      );
    });
    it('age=12: only "all ages"; age=0: all ages alone too', async () => {
      expect(names(await fetchAll('age=12'))).toEqual([F.museum.name]);
      expect(names(await fetchAll('age=0'))).toEqual([F.museum.name]);
    });
  });

  describe('maxPrice and setting', () => {
    it('maxPrice=0 is free entry only: the free seed places and the free fixture', async () => {
      const free = seedWhere((a) => a.entryPrice === 0).map((a) => a.name);
      expect(names(await fetchAll('maxPrice=0'))).toEqual(sorted([...free, F.museum.name]));
    });
    it('maxPrice=1 adds band 1', async () => {
      const cheap = seedWhere((a) => priceBandFromPounds(a.entryPrice) <= 1).map((a) => a.name);
      expect(names(await fetchAll('maxPrice=1'))).toEqual(
        sorted([...cheap, F.museum.name, F.softPlay.name]),
      );
    });
    // A checked setting decides; an unchecked place matches by its kind's typical one (decision 111).
    const settled = (wanted: readonly string[]) =>
      seedWhere((a) =>
        a.setting
          ? wanted.includes(a.setting)
          : wanted.includes(typicalSettingFor(a)?.setting ?? 'none'),
      ).map((a) => a.name);
    it('setting is repeatable; the rainy-day pair is indoor and mixed, typical ones included', async () => {
      const rainy = await fetchAll('setting=indoor&setting=mixed');
      expect(names(rainy)).toEqual(
        // Fixture Unknown is a museum with nothing checked: typically indoor.
        sorted([...settled(['indoor', 'mixed']), F.museum.name, F.softPlay.name, F.unknown.name]),
      );
      expect(settled(['indoor']).length).toBeGreaterThan(20);
      expect(names(await fetchAll('setting=outdoor'))).toEqual(
        sorted([...settled(['outdoor']), F.farm.name]),
      );
    });
    it('member=nationaltrust lists the places its members visit free; another scheme is a 400', async () => {
      const trust = seedWhere((a) => a.attractionGroups.includes('nationaltrust')).map(
        (a) => a.name,
      );
      expect(trust.length).toBeGreaterThan(5);
      const listed = await fetchAll('member=nationaltrust');
      expect(names(listed)).toEqual(sorted(trust));
      expect(listed.metadata.totalResults).toBe(trust.length);
      // Each scheme is counted on its own (the count cache keys on it).
      const heritage = seedWhere((a) => a.attractionGroups.includes('englishheritage'));
      expect((await fetchAll('member=englishheritage')).metadata.totalResults).toBe(
        heritage.length,
      );
      const refused = await get(ctx.app, '/attraction-service/v2/attractions?member=rspb');
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('member must be one of');
    });
  });

  describe('openOn', () => {
    const unknownCount = seed.attractions.length - seedAlwaysOpen.length + 2; // + farm, unknown

    it('a winter Saturday: all-year places, the museum on winter weekends, soft play daily', async () => {
      const body = await fetchAll('openOn=2026-11-28');
      expect(names(body)).toEqual(sorted([...seedAlwaysOpen, F.museum.name, F.softPlay.name]));
      expect(body.metadata).toMatchObject({ hoursUnknown: unknownCount });
    });
    it('a winter Friday shuts the museum; its dated late opening on a Thursday opens it', async () => {
      expect(names(await fetchAll('openOn=2026-11-27&setting=indoor'))).toEqual([]);
      expect(names(await fetchAll('openOn=2026-11-26&setting=indoor'))).toEqual([F.museum.name]);
    });
    it('Christmas Day (a yearly exception) shuts the museum on a Friday and a Sunday alike', async () => {
      for (const date of ['2026-12-25', '2033-12-25']) {
        expect(names(await fetchAll(`openOn=${date}&setting=indoor&setting=mixed`)), date).toEqual([
          F.softPlay.name,
        ]);
      }
    });
    it('summer: open Tuesday to Sunday, shut Monday; the season edges are inclusive', async () => {
      const indoor = async (date: string) => names(await fetchAll(`openOn=${date}&setting=indoor`));
      expect(await indoor('2027-06-01')).toEqual([F.museum.name]); // Tuesday
      expect(await indoor('2027-05-31')).toEqual([]); // Monday
      expect(await indoor('2027-04-01')).toEqual([F.museum.name]); // Thursday, first day of summer
      expect(await indoor('2027-10-31')).toEqual([F.museum.name]); // Sunday, last day of summer
      expect(await indoor('2027-03-28')).toEqual([F.museum.name]); // clock-change Sunday, winter
    });
    it('includeUnknownHours=true lists the unknown and "varies" places too, and counts them apart', async () => {
      const body = await fetchAll('openOn=2026-11-28&includeUnknownHours=true&age=2');
      expect(names(body)).toEqual(sorted([F.museum.name, F.softPlay.name, F.farm.name]));
      // The heading reads "2 open on …, and 1 whose hours are not yet checked".
      expect(body.metadata).toMatchObject({ totalResults: 3, hoursUnknown: 1 });
    });
    it('the unknown count follows the other filters', async () => {
      const body = await fetchAll('openOn=2026-11-28&age=2');
      expect(names(body)).toEqual(sorted([F.museum.name, F.softPlay.name]));
      expect(body.metadata).toMatchObject({ totalResults: 2, hoursUnknown: 1 });
    });
    it('without openOn there is no unknown count', async () => {
      expect((await fetchAll('age=2')).metadata).not.toHaveProperty('hoursUnknown');
    });
  });

  describe('accessibility facilities', () => {
    it('match "yes" only, and "partly" too when asked', async () => {
      expect(names(await fetchAll('facility=changingplaces'))).toEqual([F.museum.name]);
      expect(names(await fetchAll('facility=changingplaces&partialAccess=true'))).toEqual(
        sorted([F.museum.name, F.softPlay.name]),
      );
    });
    it('wheelchairaccess (step-free) leaves the seed places marked partly out', async () => {
      const yes = seedWhere((a) => a.facilities.wheelchairaccess?.state === 'YES').map(
        (a) => a.name,
      );
      expect(names(await fetchAll('facility=wheelchairaccess'))).toEqual(
        sorted([...yes, F.museum.name]),
      );
    });
  });

  it('"free, indoor, open this Saturday, step-free, for a 4-year-old, near Leeds" in one URL', async () => {
    const body = await list(
      ctx.app,
      'maxPrice=0&setting=indoor&setting=mixed&openOn=2026-11-28&facility=wheelchairaccess&age=4' +
        '&latitude=53.7997&longitude=-1.5492&maxDistance=10',
    );
    expect(names(body)).toEqual([F.museum.name]);
    const [museum] = body.results;
    expect(AttractionSchema.parse(museum)).toMatchObject({
      price: 0,
      setting: 'indoor',
      ages: { from: 0, to: null },
      openingHours: { state: 'scheduled' },
      access: { note: F.museum.access.note, guideUrl: F.museum.access.guideUrl },
    });
    // A public read says a moderator checked each group, not which one.
    expect(museum!.checks.hours).toMatchObject({ source: 'moderator', checkedBy: null });
  });

  it.each([
    ['openOn=2026-02-30', 'openOn'],
    ['openOn=tomorrow', 'openOn'],
    ['age=-1', 'age'],
    ['age=100', 'age'],
    ['maxPrice=6', 'maxPrice'],
    ['setting=wet', 'setting'],
    ['includeUnknownHours=maybe', 'includeUnknownHours'],
    ['partialAccess=1', 'partialAccess'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const response = await get<{ message: string }>(
      ctx.app,
      `/attraction-service/v2/attractions?${query}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(parameter);
  });
});
