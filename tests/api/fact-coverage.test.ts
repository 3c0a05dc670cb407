// The coverage report's "all four" (decision 109): a place counts once its hours, prices, ages
// and setting are all sourced, and its hours name the days. Hours sourced as "varies — check the
// website" answer no "open on" question, so they do not make a place count.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { factCoverage } from '../../src/server/db/facts/coverage.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { webFixtureRoot } from '../support/web-fixture.js';

const dataDir = path.resolve(import.meta.dirname, '../../data');

describeEachEngine('the fact coverage report', (engine) => {
  const ctx = useTestApp(engine, { webRoot: webFixtureRoot });
  const allFour = async () => (await factCoverage(ctx.database.db, dataDir)).uk.allFour;

  it('counts a place among "all four" only when its sourced hours name the days', async () => {
    const db = ctx.database.db;
    const { rows } = await db.execute<{ id: number }>(
      sql`select a.id from attractions a where a.is_live and not exists
        (select 1 from attraction_facts f where f.attraction_id = a.id) order by a.id limit 1`,
    );
    const id = rows[0]!.id;
    const before = await allFour();
    for (const group of ['hours', 'prices', 'suitability']) {
      await db.execute(sql`insert into attraction_facts
        (attraction_id, fact_group, source, url, as_of, as_of_precision, recorded_by, recorded_at)
        values (${id}, ${group}, 'website', 'https://example.org/', '2025-05-01', 'month',
          'test', now())`);
    }
    await db.execute(sql`update attractions set age_from = 0, setting = 'outdoor',
      opening_hours = '{"state":"varies"}'::jsonb where id = ${id}`);
    expect(await allFour()).toBe(before);

    await db.execute(
      sql`update attractions set opening_hours = '{"state":"always"}'::jsonb where id = ${id}`,
    );
    expect(await allFour()).toBe(before + 1);
  });
});
