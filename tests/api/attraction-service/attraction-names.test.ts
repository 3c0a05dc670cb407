// GET /attraction-service/v2/attractions/names (issue 21): the sitemap page's every attraction
// A-Z, as ids and names only.
import { expect, it } from 'vitest';
import { ATTRACTION_NAMES_PATH } from '../../../src/contract/api-paths.js';
import type { AttractionNamesResponse } from '../../../src/contract/attraction-names.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';

describeEachEngine('every attraction by name', (engine) => {
  const ctx = useTestApp(engine);
  const names = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: ATTRACTION_NAMES_PATH });
    expect(response.statusCode).toBe(200);
    return response.json<AttractionNamesResponse>().results;
  };

  it('lists every live attraction once, ordered as the list sorts A-Z', async () => {
    const results = await names();
    const { rows } = await ctx.database.pool.query<{ live: number }>(
      'select count(*)::int as live from attractions where is_live',
    );
    expect(results).toHaveLength(rows[0]!.live);
    expect(new Set(results.map((a) => a.id)).size).toBe(results.length);
    expect(Object.keys(results[0]!).sort()).toEqual(['id', 'name']);
    // The list's own 'a-z' page 1 starts the same way.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/attraction-service/v2/attractions?sort=a-z&pageSize=50',
    });
    const firstPage = list.json<{ results: { id: number }[] }>().results.map((a) => a.id);
    expect(results.slice(0, 50).map((a) => a.id)).toEqual(firstPage);
  });

  it('leaves out an attraction that is not live, once the catalogue changes', async () => {
    const [first] = await names();
    await ctx.database.pool.query('update attractions set is_live = false where id = $1', [
      first!.id,
    ]);
    ctx.app.catalogueEvents.catalogueChanged('test: a place taken off the site');
    const after = await names();
    expect(after.map((a) => a.id)).not.toContain(first!.id);
  });
});
