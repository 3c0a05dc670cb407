// Stopping behind a reverse proxy (decision 029). Proxies keep connections open between
// requests, so "finish in-flight requests, then close" never finished: the answer in flight went
// out with `Connection: keep-alive`, its socket stayed open, and the process was killed after
// 10 s with exit code 1, skipping the database's close. Now, once closing starts, every answer
// says `Connection: close` (Node then ends the socket after it), idle sockets are closed at once
// (forceCloseConnections: 'idle'), and whatever still lingers after the grace period is cut.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** How long in-flight requests get to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 3_000;
/** After this, the process exits 1 whatever is still pending (a hung database close). */
export const SHUTDOWN_HARD_LIMIT_MS = 8_000;

/** Answers sent once the app is closing carry `Connection: close`. Register before any route. */
export function registerConnectionCloseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
}

export interface ShutdownParts {
  app: FastifyInstance;
  /** Closed after the server: requests in flight may still need it. */
  closeDatabase: () => Promise<void>;
  logger: FastifyBaseLogger;
  exit?: (code: number) => void;
}

/** Calls `stop` once on the first SIGTERM or SIGINT; a second signal is ignored. */
export function stopOnSignals(parts: ShutdownParts): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    parts.logger.info({ signal }, 'shutting down');
    void shutDown(parts);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** Stop accepting, let in-flight requests finish (up to the grace), close the database, exit 0. */
export async function shutDown({
  app,
  closeDatabase,
  logger,
  exit = (code) => process.exit(code),
}: ShutdownParts): Promise<void> {
  const started = Date.now();
  const hardLimit = setTimeout(() => {
    logger.error('shutdown did not finish in time: exiting anyway');
    exit(1);
  }, SHUTDOWN_HARD_LIMIT_MS);
  hardLimit.unref();
  const grace = setTimeout(() => {
    logger.warn('requests still open after the grace period: closing their connections');
    app.server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  grace.unref();
  try {
    await app.close();
    clearTimeout(grace);
    await closeDatabase();
    logger.info({ ms: Date.now() - started }, 'stopped');
    exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    exit(1);
  }
}
