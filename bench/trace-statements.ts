// npx tsx bench/trace-statements.ts [DATABASE_URL] — every statement one uncached request of
// bench:api's routes runs (issue 21 item 7), without pg_stat_statements: the real app is built on
// a pool whose query() records what it is asked. For each statement: EXPLAIN (ANALYZE, BUFFERS)
// of it as the server runs it (a named prepared statement, so after five runs PostgreSQL may use
// its generic plan), and its median time over 200 runs on one connection. Prints Markdown.
//
// Env: TRACE_ROUTES (comma-separated paths; bench:api's (a), (a) with the family filters and (b)
// by default), TRACE_EXPLAIN=0 to print only the counts and timings.
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateDatabase } from '../src/server/db/migrate.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/daytrip_cost_20000';
const A =
  '/attraction-service/v2/attractions?category=zoo&sort=closest&latitude=53.4808&longitude=-2.2426';
const routes = process.env.TRACE_ROUTES?.split(',') ?? [
  A,
  `${A}&openOn=2026-11-28&includeUnknownHours=true&maxPrice=5&partialAccess=true`,
  '/attraction-service/v2/attractions?search=wildlife%20park',
];
const explainToo = process.env.TRACE_EXPLAIN !== '0';

interface Traced {
  name: string | undefined;
  text: string;
  values: unknown[];
}

const database = await openDatabase({ kind: 'postgres', url });
await migrateDatabase(database);
let trace: Traced[] | null = null;
const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
(database.pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
  ...args: unknown[]
) => {
  const [first, second] = args;
  if (trace) {
    if (typeof first === 'string')
      trace.push({ name: undefined, text: first, values: (second as unknown[]) ?? [] });
    else {
      const config = first as { name?: string; text: string; values?: unknown[] };
      trace.push({ name: config.name, text: config.text, values: config.values ?? [] });
    }
  }
  return query(...args);
};

const config = loadConfig({ LOG_LEVEL: 'silent', SEED: 'false', DATABASE_URL: url });
const app = await buildApp({ config, database, logger: false });
app.attractionListCache.setEnabled(false);

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set max_parallel_workers_per_gather = 0');

const literal = (value: unknown) =>
  value === null
    ? 'null'
    : client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let prepared = 0;
for (const route of routes) {
  // Warm: the vocabulary, the count cache and the kept attraction texts, as under load.
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: route });
  trace = [];
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: route });
  const ms = performance.now() - started;
  const statements: Traced[] = trace;
  trace = null;
  console.log(`### ${route}\n`);
  console.log(
    `${response.statusCode}, ${response.body.length} bytes, ${ms.toFixed(2)} ms in-process; ` +
      `${statements.length} statement(s) once warm (vocabulary, counts and kept texts cached).\n`,
  );
  for (const [i, statement] of statements.entries()) {
    const name = `trace_${++prepared}`;
    await client.query(`prepare ${name} as ${statement.text}`);
    const execute = `execute ${name}(${statement.values.map(literal).join(', ')})`;
    const times: number[] = [];
    for (let run = 0; run < 200; run++) {
      const t = performance.now();
      await client.query(execute);
      times.push(performance.now() - t);
    }
    console.log(
      `#### Statement ${i + 1} of ${statements.length}: median ${median(times).toFixed(3)} ms over 200 runs (round trip included)\n`,
    );
    console.log('```sql\n' + statement.text.replace(/\s+/g, ' ').trim() + '\n```\n');
    console.log(`Parameters: \`${JSON.stringify(statement.values)}\`\n`);
    if (explainToo) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${execute}`,
      );
      console.log('```\n' + rows.map((r) => r['QUERY PLAN']).join('\n') + '\n```\n');
    }
  }
}
await client.end();
await app.close();
await database.close();
