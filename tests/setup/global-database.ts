// Once per test run: migrate and seed one template per engine; each test file then clones it
// (PGlite: load a dump of the data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE), so files run
// in parallel on their own data without paying for migrations again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateDatabase } from '../../src/server/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/seed.js';
import { adminDatabaseUrl, databaseUrlFor } from '../support/postgres-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDump: string;
    postgresTemplate: string | null;
  }
}

const dataDir = path.resolve(import.meta.dirname, '../../data');

// The templates hold the hand-written catalogue only: most API tests take data/ as their oracle
// (every seeded attraction live, counts over the JSON files). The tests of the open data
// (tests/api/open-data/) import it into their own copy, as the seed of a new database does.
const TEMPLATE_SEED = { openData: false };

export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'daytrip-tests-'));

  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(pglite);
  await seedIfEmpty(pglite.db, dataDir, TEMPLATE_SEED);
  const dumpPath = path.join(scratch, 'template.tar');
  writeFileSync(dumpPath, await pglite.embedded!.dump());
  await pglite.close();
  project.provide('pgliteTemplateDump', dumpPath);

  let postgresTemplate: string | null = null;
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    // Set but unreachable is a failure, never a skip: CI must not pass without PostgreSQL.
    const admin = new pg.Client({
      connectionString: adminDatabaseUrl(baseUrl),
      connectionTimeoutMillis: 5000,
    });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(
        `TEST_DATABASE_URL is set (${baseUrl}) but PostgreSQL cannot be reached: ${(error as Error).message}`,
        { cause: error },
      );
    }
    postgresTemplate = `daytrip_tpl_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${postgresTemplate}`);
    const template = await openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(baseUrl, postgresTemplate),
    });
    await migrateDatabase(template);
    await seedIfEmpty(template.db, dataDir, TEMPLATE_SEED);
    await template.close();
    await admin.end();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(scratch, { recursive: true, force: true });
    if (baseUrl && postgresTemplate) {
      const admin = new pg.Client({ connectionString: adminDatabaseUrl(baseUrl) });
      await admin.connect();
      await admin.query(`drop database if exists ${postgresTemplate} with (force)`);
      await admin.end();
    }
  };
}
