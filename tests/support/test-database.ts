// A private, seeded database per test file, on either engine.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { adminDatabaseUrl, databaseUrlFor } from './postgres-urls.js';

export type Engine = 'pglite' | 'postgres';

/** The engines this run tests on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** Runs a suite once per engine, named after it. */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of engines()) describe(`${name} [${engine}]`, () => suite(engine));
}

export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    return openDatabase({ kind: 'pglite', dataDir: null, loadDump: inject('pgliteTemplateDump') });
  }
  const template = inject('postgresTemplate');
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!template || !baseUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `daytrip_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl(baseUrl) });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(baseUrl, name),
    maxConnections: 5,
  });
  return {
    ...database,
    async close() {
      await database.close().catch(() => undefined); // a test may have ended the pool itself
      const dropper = new pg.Client({ connectionString: adminDatabaseUrl(baseUrl) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
