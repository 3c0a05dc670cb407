// The open-data import on a real database (decision 006): what the seed of a new database brings
// in, that a re-run changes nothing, that a moderator's edit survives a re-import, and the
// screening, dedupe and region rules on small fixture files.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ATTRACTIONS_PATH } from '../../../src/contract/api-paths.js';
import { importOpenData } from '../../../src/server/db/open-data/run-import.js';
import { createAdminToken } from '../../support/admin-token.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { webFixtureRoot } from '../../support/web-fixture.js';
import { distanceMilesSql } from '../../../src/server/services/attraction-service/distance-sql.js';
import { list } from '../attraction-service/support.js';
import { M } from '../management-service/helpers.js';

const dataDir = path.resolve(import.meta.dirname, '../../../data');
const fixtures = path.resolve(import.meta.dirname, '../../fixtures/open-data');

interface RegionFile {
  regionName: string;
  area: { minLatitude: number; minLongitude: number; maxLatitude: number; maxLongitude: number };
}
const COVERAGE_MILES = 25;
const cities = JSON.parse(readFileSync(path.join(dataDir, 'cities.json'), 'utf8')) as {
  cityName: string;
  country: string;
  latitude: number;
  longitude: number;
}[];

const regionAreas = new Map(
  (JSON.parse(readFileSync(path.join(dataDir, 'regions.json'), 'utf8')) as RegionFile[]).map(
    (r) => [r.regionName, r.area],
  ),
);

describeEachEngine('the open-data import', (engine) => {
  const ctx = useTestApp(engine, { webRoot: webFixtureRoot });
  let first: Awaited<ReturnType<typeof importOpenData>>;

  // The template holds the hand-written catalogue; this is what the seed of a new database adds.
  beforeAll(async () => {
    first = await importOpenData(ctx.database.db, dataDir);
  }, 120_000);

  const count = async (where = sql`true`) => {
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from attractions where ${where}`,
    );
    return rows[0]!.n;
  };

  it('adds about 3,300 basic listings, live, with no price, merging the hand-written ones', async () => {
    expect(first.added).toBeGreaterThan(3200);
    expect(first.merged.handWritten).toBeGreaterThan(100);
    expect(first.skipped).toMatchObject({ closed: 834, notUkRegion: 49 });
    expect(first.skipped.demolished).toBeGreaterThan(5);
    expect(first.skipped.private).toBeGreaterThan(5);
    expect(await count(sql`source is not null`)).toBe(first.added);
    expect(
      await count(sql`source is not null and (not is_live or detailed_view or price is not null)`),
    ).toBe(0);
    // Every one has its main category among its categories.
    expect(
      await count(sql`source is not null and main_category_id not in (
        select category_id from attraction_categories where attraction_id = attractions.id)`),
    ).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const before = await ctx.database.db.execute(
      sql`select id, name, description, updated_at from attractions order by id`,
    );
    const reports = () => ctx.database.db.execute(sql`select count(*)::int as n from reports`);
    const reportsBefore = (await reports()).rows;
    const again = await importOpenData(ctx.database.db, dataDir);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: first.added });
    // The queued problems are queued once: a re-run finds its reports and adds none.
    expect((await reports()).rows).toEqual(reportsBefore);
    expect(again.mergedPairs).toEqual(first.mergedPairs);
    expect(again.merged).toEqual(first.merged);
    const after = await ctx.database.db.execute(
      sql`select id, name, description, updated_at from attractions order by id`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps a region from the county and queues, never moves, a point outside it', async () => {
    const { rows } = await ctx.database.db.execute<{
      name: string;
      region: string;
      latitude: number | null;
      longitude: number | null;
      queued: boolean;
    }>(sql`select a.name, r.region_name as region, a.latitude, a.longitude,
        exists(select 1 from reports p where p.attraction_id = a.id and p.reason = 'location'
          and p.status = 'open') as queued
      from attractions a join regions r on r.id = a.region_id where a.source is not null`);
    expect(rows.length).toBe(first.added);
    const outside = rows.filter((row) => {
      const area = regionAreas.get(row.region)!;
      return (
        row.latitude !== null &&
        row.longitude !== null &&
        (row.latitude < area.minLatitude ||
          row.latitude > area.maxLatitude ||
          row.longitude < area.minLongitude ||
          row.longitude > area.maxLongitude)
      );
    });
    // Islay's museum sits outside the rough box of southern Scotland: listed, and queued.
    expect(outside.map((row) => row.name)).toContain('Museum of Islay Life');
    expect(outside.filter((row) => !row.queued)).toEqual([]);
    expect(first.regionQueries).toBe(outside.length);
  });

  it('holds back a point far from its postcode district, queued for a moderator', async () => {
    const { rows } = await ctx.database.db.execute<{ latitude: number | null; details: string }>(
      sql`select a.latitude, p.details from attractions a
        join reports p on p.attraction_id = a.id and p.reason = 'location'
        where a.name = 'Tregaron Kite Centre & Museum'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.latitude).toBeNull();
    expect(rows[0]!.details).toContain('SY25');
    expect(first.heldBackPins).toBeGreaterThanOrEqual(7);
  });

  it('puts a place the source set at a neighbour’s address where its pages say (decision 191)', async () => {
    const { rows } = await ctx.database.db.execute<{
      name: string;
      latitude: number | null;
      postal_code: string | null;
      imported_values: { sourceLocation?: { postcode: string | null } };
      details: string | null;
    }>(
      sql`select a.name, a.latitude, a.postal_code, o.imported_values, p.details from attractions a
        join open_data_records o on o.attraction_id = a.id
        left join reports p on p.attraction_id = a.id and p.reason = 'location'
        where a.name in ('Wolfeton House', 'Durham University Museum of Archaeology')
        order by a.name`,
    );
    const [durham, wolfeton] = rows;
    // No page gives the museum's coordinates: off maps, queued with the pages' address.
    expect(durham).toMatchObject({ latitude: null, postal_code: 'DH1 3RN' });
    expect(durham!.details).toContain('published pages put it at Palace Green Library');
    // The house at the point and postcode its pages give; the source's own kept as provenance.
    expect(wolfeton).toMatchObject({ latitude: 50.72785, postal_code: 'DT2 9QN', details: null });
    expect(wolfeton!.imported_values.sourceLocation?.postcode).toBe('DT10 2BG');
  });

  it('gives a place imported before drawings existed its drawing on the next run, and keeps a chosen one', async () => {
    await ctx.database.db.execute(
      sql`update attractions set picture_subject = null where name = 'Wolfeton House'`,
    );
    await ctx.database.db.execute(
      sql`update attractions set picture_subject = 'castleruin' where name = 'Hull Maritime Museum'`,
    );
    await importOpenData(ctx.database.db, dataDir);
    const { rows } = await ctx.database.db.execute<{ name: string; picture_subject: string }>(
      sql`select name, picture_subject from attractions
        where name in ('Wolfeton House', 'Hull Maritime Museum') order by name`,
    );
    expect(rows).toEqual([
      { name: 'Hull Maritime Museum', picture_subject: 'castleruin' },
      { name: 'Wolfeton House', picture_subject: expect.any(String) },
    ]);
  });

  it('lists every merged pair in the summary, with the names read right', async () => {
    expect(first.mergedPairs).toContain(
      'Imperial War Museum, Duxford (mappingmuseums mm.ace.1173) → IWM Duxford',
    );
    expect(first.mergedPairs.length).toBe(first.merged.handWritten + first.merged.otherSource);
    expect(await count(sql`name = 'Golden Hinde II'`)).toBe(1);
    expect(await count(sql`name = 'Museum of London Docklands'`)).toBe(1);
    // London Wall closed in December 2022 (data/open/closures.json): screened out.
    expect(await count(sql`name = 'Museum of London'`)).toBe(0);
    expect(first.skipped.closedSinceSnapshot).toBe(1);
    const { rows } = await ctx.database.db.execute<{ source_name: string }>(
      sql`select imported_values->>'sourceName' as source_name from open_data_records
        where record_id = 'mm.aim.1063'`,
    );
    expect(rows[0]!.source_name).toBe('Golden Hinde Ii');
  });

  it('does not add a hand-written place twice', async () => {
    for (const name of ['Beamish, The Living Museum of the North', 'The British Museum']) {
      expect(await count(sql`name = ${name}`)).toBe(1);
    }
    expect(await count(sql`name ilike 'beamish%'`)).toBe(1);
  });

  it('gives every one of the 69 cities at least 10 live attractions within 25 miles', async () => {
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from attractions where is_live`,
    );
    const live = rows[0]!.n;
    expect(live).toBeGreaterThan(3600);
    const perCity: { city: string; country: string; nearby: number }[] = [];
    for (const city of cities) {
      const { rows: near } = await ctx.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from attractions
        where is_live and ${distanceMilesSql(city)} <= ${COVERAGE_MILES}`);
      perCity.push({ city: city.cityName, country: city.country, nearby: near[0]!.n });
    }
    expect(perCity).toHaveLength(69);
    // The figure per nation, for the record (decision 006 quotes it).
    const byNation = new Map<string, number[]>();
    for (const { country, nearby } of perCity) {
      byNation.set(country, [...(byNation.get(country) ?? []), nearby]);
    }
    const summary = [...byNation].map(([nation, counts]) => {
      const sorted = [...counts].sort((a, b) => a - b);
      return `${nation}: ${counts.length} cities, fewest ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}`;
    });
    console.info(`Live attractions within 25 miles (${live} live):\n  ${summary.join('\n  ')}`);
    expect(perCity.filter((c) => c.nearby < 10)).toEqual([]);
  });

  it('lists real local museums with their distance near Norwich, Inverness, Aberystwyth and Derry', async () => {
    const towns = {
      Norwich: { latitude: 52.6309, longitude: 1.2974 },
      Inverness: { latitude: 57.4778, longitude: -4.2247 },
      Aberystwyth: { latitude: 52.4153, longitude: -4.0829 },
      Derry: { latitude: 54.9966, longitude: -7.3086 },
    };
    for (const [name, city] of Object.entries(towns)) {
      const body = await list(
        ctx.app,
        `category=museum&sort=closest&latitude=${city.latitude}&longitude=${city.longitude}&pageSize=10`,
      );
      expect(body.results, name).toHaveLength(10);
      expect(body.results[0]!.distance!, name).toBeLessThan(5);
      expect(
        body.results.some((a) => a.source === 'mappingmuseums'),
        name,
      ).toBe(true);
    }
  });

  it('ranks name matches first and a curated listing above a basic one of equal relevance', async () => {
    const beamish = await list(ctx.app, 'search=beamish');
    expect(beamish.results[0]!.name).toBe('Beamish, The Living Museum of the North');
    const museums = await list(ctx.app, 'search=museum&pageSize=50');
    const sources = museums.results.map((a) => a.source === null);
    expect(sources[0]).toBe(true);
    expect(sources.indexOf(false)).toBeGreaterThan(0);
    expect(sources.slice(sources.indexOf(false)).every((curated) => !curated)).toBe(true);
    expect(museums.results.every((a) => /museum/i.test(a.name))).toBe(true);
  });

  it('fills the home strips with curated listings first', async () => {
    const london = '&latitude=51.507&longitude=-0.128&pageSize=3&preferCurated=true';
    for (const sort of ['closest', 'most-popular']) {
      const strip = await list(ctx.app, `sort=${sort}${london}`);
      expect(strip.results.map((a) => a.source)).toEqual([null, null, null]);
    }
    // Without the preference, the nearest places come first whatever they are.
    const nearest = await list(
      ctx.app,
      'sort=closest&latitude=51.507&longitude=-0.128&pageSize=24',
    );
    expect(nearest.results.some((a) => a.source !== null)).toBe(true);
  });

  it('recommends near places weighted by what is known of them (decision 117)', async () => {
    const centralLondon = '&latitude=51.52&longitude=-0.09&pageSize=24';
    const closest = await list(ctx.app, `sort=closest${centralLondon}`);
    const recommended = await list(ctx.app, `sort=recommended${centralLondon}`);
    // The nearest places are little-known basic listings; Recommended starts with a curated one.
    expect(closest.results[0]!.source).not.toBeNull();
    expect(recommended.results[0]!.source).toBeNull();
    // Still near: nothing on the first page is far from the centre.
    expect(Math.max(...recommended.results.map((a) => a.distance!))).toBeLessThan(5);
    // A famous museum (size band "huge") comes before a nearer small one.
    const names = recommended.results.map((a) => a.name);
    const tate = names.indexOf('Tate Modern');
    const littleKnown = names.indexOf('Honourable Artillery Company Museum');
    expect(tate).toBeGreaterThanOrEqual(0);
    expect(littleKnown === -1 || tate < littleKnown).toBe(true);
    // Same places, another order: the count is the list's.
    expect(recommended.metadata.totalResults).toBe(closest.metadata.totalResults);
    // Without a location, the weight alone: curated places with pictures first.
    const anywhere = await list(ctx.app, 'sort=recommended&pageSize=6');
    expect(anywhere.results.every((a) => a.source === null)).toBe(true);
  });

  it('counts the basic listings in the finder, the tiles and sitemap.xml', async () => {
    const museum = await list(ctx.app, 'category=museum&pageSize=1');
    expect(museum.metadata.totalResults).toBeGreaterThan(2500);
    const xml = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(xml.statusCode).toBe(200);
    expect(xml.body.match(/\/attraction\/\d+</g)?.length).toBeGreaterThan(3600);
  });

  it('screens, dedupes and maps the fixture rows, then keeps a moderator’s edit on re-import', async () => {
    const v1 = await importOpenData(ctx.database.db, dataDir, {
      openDir: path.join(fixtures, 'v1'),
    });
    expect(v1).toMatchObject({
      added: 3,
      updated: 0,
      merged: { handWritten: 1, otherSource: 1 },
      skipped: { closed: 1, notUkRegion: 1, demolished: 1 },
    });
    const fixtureRows = await ctx.database.db.execute<{
      id: number;
      name: string;
      region: string;
      main: string;
      postal_code: string | null;
    }>(sql`select a.id, a.name, r.region_name as region, c.category_name as main, a.postal_code
      from attractions a join regions r on r.id = a.region_id
      join categories c on c.id = a.main_category_id
      where a.name like 'Fixture%' order by a.name`);
    expect(fixtureRows.rows.map(({ name, region, main }) => ({ name, region, main }))).toEqual([
      { name: 'Fixture Castle', region: 'easternengland', main: 'castles' },
      { name: 'Fixture House, Gardens & Park', region: 'southernengland', main: 'historic' },
      { name: 'Fixture Railway Museum', region: 'easternengland', main: 'museum' },
    ]);

    // A moderator edits the railway museum's description (and sets its price, which PUT needs).
    const railway = fixtureRows.rows.find((r) => r.name === 'Fixture Railway Museum')!;
    const { token } = await createAdminToken(ctx.database);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `${ATTRACTIONS_PATH}/${railway.id}`,
      headers: { token },
    });
    const edited = { ...read.json(), description: 'Written by a moderator.', price: 2 };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${M}/attractions/${railway.id}`,
      headers: { token },
      payload: edited,
    });
    expect(put.statusCode).toBe(200);

    // v2 of the source: a new postcode and size for the railway museum, a new name for the house.
    const v2 = await importOpenData(ctx.database.db, dataDir, {
      openDir: path.join(fixtures, 'v2'),
    });
    expect(v2).toMatchObject({ added: 0, updated: 2, moderatorEditedFields: 1 });
    const after = await ctx.database.db.execute<{
      name: string;
      description: string;
      postal_code: string;
      price: number;
    }>(sql`select name, description, postal_code, price from attractions where id = ${railway.id}`);
    expect(after.rows[0]).toEqual({
      name: 'Fixture Railway Museum',
      description: 'Written by a moderator.',
      postal_code: 'TE1 9ZZ',
      price: 2,
    });
    expect(await count(sql`name = 'Fixture House, Gardens & Grounds'`)).toBe(1);

    // Run again: nothing left to do, and the moderator's text still stands.
    const v2again = await importOpenData(ctx.database.db, dataDir, {
      openDir: path.join(fixtures, 'v2'),
    });
    expect(v2again).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(await count(sql`description = 'Written by a moderator.'`)).toBe(1);
  });

  it('never brings back a basic listing a moderator deleted', async () => {
    const [row] = (
      await ctx.database.db.execute<{ id: number }>(
        sql`select id from attractions where name = 'Fixture Castle'`,
      )
    ).rows;
    await ctx.database.db.execute(sql`delete from attractions where id = ${row!.id}`);
    const again = await importOpenData(ctx.database.db, dataDir, {
      openDir: path.join(fixtures, 'v2'),
    });
    expect(again).toMatchObject({ added: 0, skipped: { deletedByModerator: 1 } });
    expect(await count(sql`name = 'Fixture Castle'`)).toBe(0);
  });
});
