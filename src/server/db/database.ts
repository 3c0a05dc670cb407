// One way to reach the database whichever engine runs it: `pg` to PostgreSQL when DATABASE_URL is
// set, otherwise `pg` to the embedded PGlite worker.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { lockDataDir } from './data-dir-lock.js';
import { checkDataDir } from './data-dir-check.js';

// count(*) and bigint come back as strings from `pg`; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** What drizzle() answers: the query builder, with the pool it runs on as `$client`. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle: the same query builder as Db, without transaction(). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  kind: 'postgres' | 'pglite';
  pool: pg.Pool;
  db: Db;
  /** Present for the embedded database only. */
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string | null; loadDump?: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
      // Every query here is a short indexed read or write. At ~20k rows the planner still picks
      // parallel plans (a search's union), and starting two workers cost 15-20 ms against 6 ms
      // without (docs/decisions/012). PGlite has no parallel query, so only PostgreSQL needs it.
      options: '-c max_parallel_workers_per_gather=0',
    });
    pool.on('error', () => undefined); // an idle client's error must not crash the process
    return {
      kind: 'postgres',
      pool,
      db: drizzle(pool, { schema }),
      close: () => pool.end(),
    };
  }

  if (target.dataDir !== null) checkDataDir(target.dataDir);
  // One server per folder: a second one would serve its own diverging copy (data-dir-lock.ts).
  const lock = target.dataDir === null ? null : lockDataDir(target.dataDir);
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedDatabase({
      dataDir: target.dataDir,
      ...(target.loadDump ? { loadDump: target.loadDump } : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // PGlite is one session: a single connection keeps every transaction whole.
  const pool = new pg.Pool({
    ...embedded.connection,
    max: 1,
    // Every socket connection shares PGlite's one session, and with it the prepared statements an
    // earlier connection made (src/server/db/prepared-statements.ts). A new connection (the pool
    // closes idle ones after 10 s) knows none of them and would prepare them again: "already
    // exists". It forgets them first; the pool waits for this before handing the client out.
    // pg-pool awaits the promise onConnect returns (its types say void), so this is not floating.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query('deallocate all');
    },
  });
  pool.on('error', () => undefined);
  return {
    kind: 'pglite',
    pool,
    db: drizzle(pool, { schema }),
    embedded,
    async close() {
      await pool.end().catch(() => undefined); // already ended is fine: the worker must still stop
      await embedded.close();
      lock?.release();
    },
  };
}
