// Starts PGlite on a worker thread behind a unix socket (see pglite-worker.mjs for why).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedDatabase {
  /** Where `pg` connects: the socket's directory as host, with the conventional port. */
  connection: { host: string; port: number; user: string; database: string };
  /** A tarball of the data directory, for cloning a migrated template in tests. */
  dump(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Data directory; null for an in-memory database. */
  dataDir: string | null;
  /** A dump (from `dump()`) to start from; only for in-memory databases. */
  loadDump?: string;
}

const SOCKET_PORT = 5432;
const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

type WorkerMessage = { type: 'ready' } | { type: 'closed' } | { type: 'dumped'; bytes: Uint8Array };

export async function startEmbeddedDatabase(
  options: EmbeddedDatabaseOptions,
): Promise<EmbeddedDatabase> {
  // A short private directory: unix socket paths are limited to ~107 bytes.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'daytrip-pg-'));
  const worker = new Worker(workerUrl, {
    workerData: {
      dataDir: options.dataDir === null ? null : path.resolve(options.dataDir),
      socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      loadDump: options.loadDump ?? null,
    },
  });

  const next = (type: WorkerMessage['type']) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== type) return;
        cleanup();
        resolve(message);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`The embedded database stopped unexpectedly (exit code ${code}).`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });

  try {
    await next('ready');
  } catch (error) {
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async dump() {
      const reply = next('dumped');
      worker.postMessage({ type: 'dump' });
      const message = await reply;
      return message.type === 'dumped' ? message.bytes : new Uint8Array();
    },
    close() {
      closing ??= (async () => {
        const closed = next('closed');
        worker.postMessage({ type: 'close' });
        await closed.catch(() => undefined);
        await worker.terminate();
        rmSync(socketDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
