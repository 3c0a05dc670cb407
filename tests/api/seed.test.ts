import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/seed.js';
import { readSeedCatalogue } from '../../src/server/db/seed/seed-files.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../../data');

describeEachEngine('the seeded database', (engine) => {
  const ctx = useTestApp(engine);

  it('holds every region and category with live attractions in each', async () => {
    const perCategory = await ctx.database.db.execute<{ name: string; live: number }>(sql`
      select c.category_name as name, count(a.id)::int as live
      from categories c
      left join attraction_categories ac on ac.category_id = c.id
      left join attractions a on a.id = ac.attraction_id and a.is_live
      group by c.category_name`);
    expect(perCategory.rows).toHaveLength(19);
    expect(perCategory.rows.filter((r) => r.live === 0)).toEqual([]);

    const perRegion = await ctx.database.db.execute<{ name: string; live: number }>(sql`
      select r.region_name as name, count(a.id)::int as live
      from regions r left join attractions a on a.region_id = r.id and a.is_live
      group by r.region_name`);
    expect(perRegion.rows).toHaveLength(14);
    expect(perRegion.rows.filter((r) => r.live === 0)).toEqual([]);
  });

  it('stores prices as bands derived from the entry price', async () => {
    const rows = await ctx.database.db.execute<{ price: number; pence: number }>(
      sql`select price, entry_price_pence as pence from attractions`,
    );
    expect(rows.rows.length).toBeGreaterThanOrEqual(250);
    for (const row of rows.rows) {
      if (row.pence === 0) expect(row.price).toBe(0);
      else if (row.pence < 500) expect(row.price).toBe(1);
      else if (row.pence < 5000) expect(row.price).toBeGreaterThanOrEqual(2);
      else expect(row.price).toBe(5);
    }
  });

  it('does not seed a second time', async () => {
    expect(await seedIfEmpty(ctx.database.db, dataDir)).toBeNull();
    const count = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from categories`,
    );
    expect(count.rows[0]?.n).toBe(19);
  });
});

describe('the seed of a new database', () => {
  it('brings in the open-data basic listings with the hand-written catalogue', async () => {
    const fresh = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await migrateDatabase(fresh);
      const summary = await seedIfEmpty(fresh.db, dataDir);
      const handWritten = readSeedCatalogue(dataDir).attractions.length;
      expect(summary?.attractions).toBe(handWritten);
      expect(summary?.openData?.added).toBeGreaterThan(3200);
      // Live, or closed for good by a sourced fact the seed loaded (data/facts status rows).
      const live = await fresh.db.execute<{ curated: number; basic: number }>(sql`
        select count(*) filter (where source is null)::int as curated,
          count(*) filter (where source is not null)::int as basic
        from attractions where is_live or closure_state = 'permanentlyClosed'`);
      expect(live.rows[0]).toEqual({ curated: handWritten, basic: summary?.openData?.added });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
