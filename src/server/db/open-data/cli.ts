// `npm run import:open-data`: imports data/open/ into the database the server would use
// (DATABASE_URL, else the embedded database in DATA_DIR), migrating it first. Safe to re-run.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { findProjectRoot } from '../../project-root.js';
import { openDatabase, type Db } from '../database.js';
import { migrateDatabase } from '../migrate.js';
import { progressBar } from './progress-bar.js';
import { formatImportSummary, importOpenData } from './run-import.js';

/** Shared with the seed: one import at a time, whichever process starts it. */
export const OPEN_DATA_LOCK_KEY = 7_283_463;

async function main() {
  const config = loadConfig();
  const root = findProjectRoot();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(root, config.DATA_DIR) },
  );
  try {
    await migrateDatabase(database);
    const bar = progressBar(process.stdout, 'Importing open data');
    const summary = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_DATA_LOCK_KEY})`);
      const regions = await tx.execute<{ n: number }>(sql`select count(*)::int as n from regions`);
      if (!regions.rows[0]?.n) {
        throw new Error('The database has no regions: start the server once to seed it first.');
      }
      return importOpenData(tx as unknown as Db, path.join(root, 'data'), {
        onProgress: bar.update,
      });
    });
    bar.finish();
    console.log(`Open data import (${database.kind}):\n${formatImportSummary(summary)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
