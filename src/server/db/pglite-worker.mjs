// The embedded database runs here, on its own thread: PGlite executes each query on the thread
// that calls it, so on the main thread one slow query would stall every other request
// (docs/decisions/0002-embedded-database.md). It speaks the PostgreSQL wire protocol on a unix
// socket, so the app talks to PGlite and to PostgreSQL through the same `pg` driver.
//
// Plain JavaScript on purpose: a worker is started by path, outside the TypeScript loader that
// tests and `tsx` provide, so the same file works from `src/` and from `dist/`.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @type {{ dataDir: string | null, socketPath: string, loadDump: string | null }} */
const { dataDir, socketPath, loadDump } = workerData;

const extensions = { pg_trgm };

/**
 * A fresh data directory takes seconds to initialise. Initialise it beside the target and rename
 * it into place only when complete, so a start killed half-way never leaves a directory that the
 * next start cannot open.
 */
async function openDatabase() {
  if (dataDir === null) {
    const loadDataDir = loadDump ? new Blob([await readFile(loadDump)]) : undefined;
    return PGlite.create({ extensions, loadDataDir, relaxedDurability: true });
  }
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    const staging = `${dataDir}.initialising`;
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    const fresh = await PGlite.create({ dataDir: staging, extensions });
    await fresh.close();
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
  }
  return PGlite.create({ dataDir, extensions, relaxedDurability: true });
}

const db = await openDatabase();
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    const file = await db.dumpDataDir('none');
    const bytes = new Uint8Array(await file.arrayBuffer());
    parentPort.postMessage({ type: 'dumped', bytes }, [bytes.buffer]);
  } else if (message.type === 'close') {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'closed' });
  }
});
