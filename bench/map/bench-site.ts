// The map benches' site: the seed plus 20,000 synthetic attractions on a scratch embedded
// database, and the built web app served by the real app in this process. Shared by
// map-bench.ts (the timings) and map-profile.ts (where the time goes).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/seed.js';
import { loadSyntheticAttractions } from '../synthetic-attractions.js';

export const root = path.resolve(import.meta.dirname, '../..');

export const log = (...args: unknown[]) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);

export interface BenchSite {
  /** The site's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** Live attractions in the database. */
  live: number;
  close(): Promise<void>;
}

/** Loads the data and serves `webRoot` (the built web app; dist/web unless told otherwise). */
export async function startBenchSite(webRoot = path.join(root, 'dist/web')): Promise<BenchSite> {
  const dataDir = path.join(root, 'data');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'daytrip-map-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'db') });
  await migrateDatabase(database);
  await seedIfEmpty(database.db, dataDir);
  const synthetic = await database.db.transaction((tx) =>
    loadSyntheticAttractions(tx as never, dataDir),
  );
  await database.db.execute(sql`vacuum analyze`);
  const [{ live }] = (
    await database.db.execute<{ live: number }>(
      sql`select count(*)::int as live from attractions where is_live`,
    )
  ).rows as [{ live: number }];
  log(`loaded ${synthetic} synthetic attractions; ${live} live`);

  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', SEED: 'false' }),
    database,
    logger: false,
    webRoot,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    live,
    async close() {
      await app.close();
      await database.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
