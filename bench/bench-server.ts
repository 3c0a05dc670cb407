// The app under benchmark: the real buildApp (same hooks, same plugins as `npm start`), plus a
// few bench-only routes: the ceiling (the bytes of one real answer, sent from memory by a bare
// route on the same instance), a switch for the list cache, and a CPU profiler.
// Started by bench/api-benchmark.ts, pinned to one core; prints one JSON line when ready.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateDatabase } from '../src/server/db/migrate.js';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
const ceilingUrl = process.env.BENCH_CEILING_URL ?? '/healthz';
/** A port of one's own on a shared machine; any free port by default. */
const port = Number(process.env.BENCH_PORT ?? 0);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  SEED: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDir ?? 'bench/.tmp/pglite' },
);
await migrateDatabase(database);
const app = await buildApp({ config, database, logger: false });

let ceiling: Buffer = Buffer.alloc(0);
app.get('/bench/ceiling', { schema: { hide: true } }, (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(ceiling),
);
app.get<{ Params: { state: string } }>(
  '/bench/cache/:state',
  { schema: { hide: true } },
  async (request) => {
    app.attractionListCache.setEnabled(request.params.state === 'on');
    return { cache: request.params.state === 'on', stats: app.attractionListCache.stats };
  },
);

const session = new Session();
session.connect();
app.get('/bench/profile/start', { schema: { hide: true } }, async () => {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return { profiling: true };
});
app.get<{ Querystring: { file: string } }>(
  '/bench/profile/stop',
  { schema: { hide: true } },
  async (request) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(request.query.file, JSON.stringify(profile));
    return { written: request.query.file };
  },
);

const url = await app.listen({ host: '127.0.0.1', port });
const sample = await app.inject({ method: 'GET', url: ceilingUrl });
if (sample.statusCode !== 200)
  throw new Error(`${ceilingUrl} answered ${sample.statusCode}: ${sample.body.slice(0, 300)}`);
ceiling = sample.rawPayload;
console.log(
  JSON.stringify({ ready: true, url, engine: database.kind, ceilingBytes: ceiling.length }),
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
