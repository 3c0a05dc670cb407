// Migrations run at every start, on both engines, and are idempotent: drizzle records what ran,
// and the pending ones apply inside one transaction, so a start killed half-way leaves the
// database as it was before that start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database.js';
import { syncRailwayStations } from './railway-stations/sync.js';

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

// Any fixed number: several app instances starting together take turns.
const MIGRATION_LOCK_KEY = 7_283_461;

export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      // Inside the lock too: instances starting together load the stations once.
      await syncRailwayStations(drizzle(client));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
