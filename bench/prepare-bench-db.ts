// npx tsx bench/prepare-bench-db.ts COUNT — a PostgreSQL database `daytrip_cost_COUNT` holding the
// seed plus COUNT synthetic attractions, migrated and analysed, for EXPLAIN plans and for
// `BENCH_REUSE_DB=1 npm run bench:api` (issue 21 item 7). Replaces a database of that name.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { seedIfEmpty } from '../src/server/db/seed/seed.js';
import { loadSyntheticAttractions } from './synthetic-attractions.js';

export const benchDatabaseName = (count: number) => `daytrip_cost_${count}`;

export async function prepareBenchDatabase(postgresUrl: string, count: number): Promise<string> {
  const name = benchDatabaseName(count);
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const dataDir = path.resolve(import.meta.dirname, '../data');
  await migrateDatabase(database);
  await seedIfEmpty(database.db, dataDir);
  await database.db.transaction((tx) => loadSyntheticAttractions(tx as never, dataDir, count));
  // The steady state autovacuum reaches: statistics, and GIN pending lists merged.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  return url.toString();
}

if (process.argv[1] === import.meta.filename) {
  const count = Number(process.argv[2] ?? 20_000);
  const postgresUrl =
    process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const started = Date.now();
  const url = await prepareBenchDatabase(postgresUrl, count);
  console.log(`${url}: ${count} synthetic attractions in ${(Date.now() - started) / 1000} s`);
}
