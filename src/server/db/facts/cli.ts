// `npm run import:facts`: loads data/facts/ into the database the server would use
// (DATABASE_URL, else the embedded database in DATA_DIR), migrating it first. Safe to re-run;
// a bad row is reported with its file and line and nothing is changed (exit 1).
import path from 'node:path';
import { openConfiguredDatabase } from '../configured-database.js';
import type { Db } from '../database.js';
import { formatFactSummary, importFacts } from './import-facts.js';

async function main() {
  const { database, root } = await openConfiguredDatabase();
  try {
    const summary = await database.db.transaction((tx) =>
      importFacts(tx as unknown as Db, path.join(root, 'data')),
    );
    console.log(`Facts import (${database.kind}):\n${formatFactSummary(summary)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
