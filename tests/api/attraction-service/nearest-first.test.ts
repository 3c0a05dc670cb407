// Nearest-first pages come from the point index in two steps (decision 016). The oracle is the
// database's own full sort by distance, then lower(name), then id: every page must be the same
// slice of it, through ties in distance, places without coordinates, filters and deep pages.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { LatLng } from '../../../src/contract/distance.js';
import { distanceMilesSql } from '../../../src/server/services/attraction-service/distance-sql.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { list, listPages } from './support.js';

const MANCHESTER: LatLng = { latitude: 53.4808, longitude: -2.2426 };

describeEachEngine('nearest-first pages (decision 016)', (engine) => {
  const ctx = useTestApp(engine);

  /** Every live id in the order the full sort gives, optionally only one category's. */
  async function fullSort(from: LatLng, category?: string): Promise<number[]> {
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select attractions.id from attractions where attractions.is_live ${
        category
          ? sql`and attractions.id in (select ac.attraction_id from attraction_categories ac
              join categories c on c.id = ac.category_id where c.category_name = ${category})`
          : sql``
      } order by ${distanceMilesSql(from)} asc nulls last, lower(attractions.name), attractions.id`,
    );
    return rows.map((row) => Number(row.id));
  }

  const pages = (query: string, pageSize: number, count: number) =>
    listPages(ctx.app, query, pageSize, count);

  beforeAll(async () => {
    // Ties: five places moved onto one point 1.5 miles from Manchester, so equal distances
    // straddle page boundaries and only name then id can order them; two places lose their
    // coordinates, so the last pages reach the places without any.
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select id from attractions where is_live order by id limit 7`,
    );
    const ids = rows.map((row) => Number(row.id));
    await ctx.database.db.execute(
      sql`update attractions set latitude = 53.5, longitude = -2.22
          where id in (${sql.join(
            ids.slice(0, 5).map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    await ctx.database.db.execute(
      sql`update attractions set latitude = null, longitude = null
          where id in (${ids[5]!}, ${ids[6]!})`,
    );
    ctx.app.attractionListCache.clear();
  });

  const near = `sort=closest&latitude=${MANCHESTER.latitude}&longitude=${MANCHESTER.longitude}`;

  it('pages through ties in distance in name then id order, none lost or repeated', async () => {
    const expected = await fullSort(MANCHESTER);
    for (const size of [2, 3, 7]) {
      expect(await pages(near, size, 12)).toEqual(expected.slice(0, size * 12));
    }
  });

  it('places without coordinates come last, after every place with them', async () => {
    const expected = await fullSort(MANCHESTER);
    const size = 50;
    const last = Math.ceil(expected.length / size);
    const tail = await list(ctx.app, `${near}&pageSize=${size}&page=${last}`);
    expect(tail.results.map((r) => r.id)).toEqual(expected.slice((last - 1) * size));
    expect(tail.results.at(-1)!.location.coordinates).toBeNull();
  });

  it('keeps a filter and a deep page exact, from a point far from most places', async () => {
    const shetland: LatLng = { latitude: 60.15, longitude: -1.15 };
    const query = `sort=closest&latitude=${shetland.latitude}&longitude=${shetland.longitude}`;
    const expected = await fullSort(shetland, 'museum');
    expect(await pages(`${query}&category=museum`, 5, 4)).toEqual(expected.slice(0, 20));
    const deep = await list(ctx.app, `${query}&category=museum&pageSize=24&page=3`);
    expect(deep.results.map((r) => r.id)).toEqual(expected.slice(48, 72));
  });
});
