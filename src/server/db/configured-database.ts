// The database the server would use, for the command-line tools (imports, reports): PostgreSQL
// at DATABASE_URL, else the embedded one in DATA_DIR, migrated before use.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { findProjectRoot } from '../project-root.js';
import { openDatabase, type Database } from './database.js';
import { migrateDatabase } from './migrate.js';

export async function openConfiguredDatabase(): Promise<{ database: Database; root: string }> {
  const config = loadConfig();
  const root = findProjectRoot();
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(root, config.DATA_DIR) },
  );
  await migrateDatabase(database);
  return { database, root };
}
