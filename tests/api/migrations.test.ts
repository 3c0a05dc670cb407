import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { migrateDatabase, migrationsFolder } from '../../src/server/db/migrate.js';
import { databaseUrlFor } from '../support/postgres-urls.js';

const migrationCount = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.pool.query(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return result.rows[0].n as number;
}

describe('migrations on the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'daytrip-migrate-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Creating a data directory takes seconds, more on a busy machine.
  it('run idempotently, and a restart keeps the data', { timeout: 120_000 }, async () => {
    const dataDir = path.join(root, 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(first);
    await migrateDatabase(first);
    expect(await appliedMigrations(first)).toBe(migrationCount);
    await first.pool.query(
      "insert into categories (category_name, display_name, category_page_title, display_color) values ('zoo', 'Zoos', 'Zoos', '#2E7D32')",
    );
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(second);
    expect(await appliedMigrations(second)).toBe(migrationCount);
    const rows = await second.pool.query('select category_name, rank from categories');
    expect(rows.rows).toEqual([{ category_name: 'zoo', rank: 1000 }]);
    await second.close();
  });

  it(
    'recovers from a first start killed while the data directory was being created',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(root, 'killed');
      // What a killed initialisation leaves: a half-written staging folder and no database.
      mkdirSync(`${dataDir}.initialising`, { recursive: true });
      writeFileSync(`${dataDir}.initialising/PG_VERSION`, 'garbage');
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await migrateDatabase(database);
      expect(await appliedMigrations(database)).toBe(migrationCount);
      await database.close();
    },
  );
});

describe('constraints keep the data whole', () => {
  it('reject bad slugs, colours, ranges and orphans', async () => {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      loadDump: inject('pgliteTemplateDump'),
    });
    try {
      const fails = (statement: string) => expect(database.pool.query(statement)).rejects.toThrow();
      await fails(
        "insert into categories (category_name, display_name, category_page_title, display_color) values ('Has Space', 'x', 'x', '#fff')",
      );
      await fails(
        "insert into categories (category_name, display_name, category_page_title, display_color) values ('zoo', 'dup', 'x', '#fff')",
      );
      await fails(
        "insert into categories (category_name, display_name, category_page_title, display_color) values ('okay', 'x', 'x', 'red')",
      );
      await fails("insert into attractions (name, description, latitude) values ('x', 'y', 51.5)");
      await fails(
        "insert into attractions (name, description, latitude, longitude) values ('x', 'y', 91, 0)",
      );
      await fails("insert into attractions (name, description, price) values ('x', 'y', 6)");
      await fails("insert into attractions (name, description, rating) values ('x', 'y', 5.5)");
      await fails(
        "insert into attractions (name, description, is_rejected, is_approved) values ('x', 'y', true, true)",
      );
      await fails(
        "insert into attractions (name, description, region_id) values ('x', 'y', 999999)",
      );
      await fails(`insert into attractions (name, description) values ('${'x'.repeat(81)}', 'y')`);
      await fails('delete from categories');
    } finally {
      await database.close();
    }
  });
});

describe('migrations on PostgreSQL', () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  it.runIf(Boolean(inject('postgresTemplate')))(
    'run idempotently on an empty database',
    async () => {
      const name = `daytrip_migrate_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const database = await openDatabase({
          kind: 'postgres',
          url: databaseUrlFor(baseUrl!, name),
        });
        // Two instances starting together: the advisory lock makes them take turns.
        await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
        await migrateDatabase(database);
        expect(await appliedMigrations(database)).toBe(migrationCount);
        await database.close();
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
