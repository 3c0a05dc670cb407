// The cheaper uncached answers of decision 095 answer exactly what the plain statements did:
// a search page in the relevance order found among the names holding the term alone, held to
// the full ranked join of every match; and the category ids each attraction row now carries,
// held to attraction_categories (which the triggers copy) through inserts, moves and deletes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attractionQuerySchema } from '../../../src/contract/attraction-query.js';
import { buildAttractionListPlan } from '../../../src/server/services/attraction-service/attractions-query-builder.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { list, listPages } from './support.js';

describeEachEngine('uncached answers made cheaper (decision 095)', (engine) => {
  const ctx = useTestApp(engine);

  /** Every match of a list query in its order, by the plain statement: the full sort. */
  async function fullOrder(query: Record<string, unknown>): Promise<number[]> {
    const plan = buildAttractionListPlan(attractionQuerySchema.parse(query));
    const { rows } = await ctx.database.db.execute<{ id: number }>(
      sql`select attractions.id from attractions ${sql.join(plan.joins, sql` `)}
          where ${plan.where} order by ${sql.join(plan.orderBy, sql`, `)}`,
    );
    return rows.map((row) => Number(row.id));
  }

  const pages = (query: string, pageSize: number, count: number) =>
    listPages(ctx.app, query, pageSize, count);

  describe('search pages in the relevance order', () => {
    const terms = [
      'park',
      'castle',
      'the',
      'zoo',
      'chesterr zoo',
      'zoo chester',
      'wildlife park',
      'museum london',
      'railway steam',
    ];

    it(
      'are the same slices of the full ranked order, page after page',
      { timeout: 120_000 },
      async () => {
        for (const term of terms) {
          const expected = await fullOrder({ search: term });
          for (const size of [1, 5]) {
            const got = await pages(`search=${encodeURIComponent(term)}`, size, 4);
            expect(got, `${term}, pages of ${size}`).toEqual(expected.slice(0, size * 4));
          }
        }
      },
    );

    it(
      'stay exact with filters, exact search and a term only descriptions hold',
      { timeout: 120_000 },
      async () => {
        const cases: Record<string, unknown>[] = [
          { search: 'park', region: ['wales'] },
          { search: 'park', isExactSearch: 'true' },
          { search: 'castle', category: ['castles'] },
          { search: 'okapi' },
        ];
        for (const query of cases) {
          const expected = await fullOrder(query);
          const params = new URLSearchParams();
          for (const [key, value] of Object.entries(query)) {
            for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
          }
          expect(await pages(params.toString(), 2, 3), params.toString()).toEqual(
            expected.slice(0, 6),
          );
        }
      },
    );
  });

  describe('category ids kept in each attraction row', () => {
    /** Rows whose kept ids differ from attraction_categories: none, ever. */
    async function drifted(): Promise<number> {
      const { rows } = await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from attractions a where a.category_ids <> coalesce((
              select array_agg(ac.category_id order by ac.category_id)
              from attraction_categories ac where ac.attraction_id = a.id), '{}')`,
      );
      return Number(rows[0]!.n);
    }

    async function zooIds(): Promise<number[]> {
      ctx.app.attractionListCache.clear();
      const body = await list(ctx.app, 'category=zoo&pageSize=1000');
      return body.results.map((r) => r.id).sort((a, b) => a - b);
    }

    it(
      'follow inserts, moves and deletes of attraction_categories',
      { timeout: 120_000 },
      async () => {
        expect(await drifted()).toBe(0);
        const db = ctx.database.db;
        const { rows } = await db.execute<{ id: number }>(
          sql`select a.id from attractions a where a.is_live and not exists (
              select 1 from attraction_categories ac join categories c on c.id = ac.category_id
              where ac.attraction_id = a.id and c.category_name = 'zoo') order by a.id limit 2`,
        );
        const [first, second] = rows.map((row) => Number(row.id)) as [number, number];
        const zoo = sql`(select id from categories where category_name = 'zoo')`;
        const before = await zooIds();

        await db.execute(
          sql`insert into attraction_categories (attraction_id, category_id) values (${first}, ${zoo})`,
        );
        expect(await drifted()).toBe(0);
        expect(await zooIds()).toEqual([...before, first].sort((a, b) => a - b));

        await db.execute(
          sql`update attraction_categories set attraction_id = ${second}
            where attraction_id = ${first} and category_id = ${zoo}`,
        );
        expect(await drifted()).toBe(0);
        expect(await zooIds()).toEqual([...before, second].sort((a, b) => a - b));

        await db.execute(
          sql`delete from attraction_categories where attraction_id = ${second} and category_id = ${zoo}`,
        );
        expect(await drifted()).toBe(0);
        expect(await zooIds()).toEqual(before);
      },
    );
  });
});
