// npm run bench:api — the API benchmark of issue 3 (not a test). For PostgreSQL and PGlite:
// load 20,000 synthetic attractions (plus the seed), start the server pinned to core 0, drive it
// with autocannon from core 1 (50 connections, BENCH_DURATION s per run, BENCH_ROUNDS
// interleaved rounds after a warm-up) and report each route's requests/s as a ratio to a bare
// route that sends the same bytes from memory, measured in the same round. Writes
// bench/RESULTS.md, keeping the hand-written analysis below its marker.
//
// Env: BENCH_ENGINES (postgres,pglite), BENCH_DURATION (10), BENCH_ROUNDS (5),
// BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { seedIfEmpty } from '../src/server/db/seed/seed.js';
import { cpuCostPerRequest, type CpuCost } from './cpu-cost.js';
import { summariseProfile, type Profile } from './profile-summary.js';
import {
  loadSyntheticAttractions,
  SYNTHETIC_COUNT,
  SYNTHETIC_SEED,
} from './synthetic-attractions.js';

type Engine = 'postgres' | 'pglite';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data');
const tmp = path.join(root, 'bench/.tmp');
const resultsFile = path.join(root, 'bench/RESULTS.md');
const ANALYSIS_MARKER = '<!-- analysis: text below this line is kept by the benchmark script -->';

const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as Engine[];
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const FIXED_RATE = 500;
const FIXED_RATE_PAIRS = 3;

const A =
  '/attraction-service/v2/attractions?category=zoo&sort=closest&latitude=53.4808&longitude=-2.2426';
const B = '/attraction-service/v2/attractions?search=wildlife%20park';
/** (a) with issue 17's filters, chosen to keep (a)'s rows so only the filters' cost differs. */
const A_FAMILY = `${A}&openOn=2026-11-28&includeUnknownHours=true&maxPrice=5&partialAccess=true`;
/** (a) with issue 31's "Car-free" filter: within 20 minutes' walk of a station. */
const A_STATION = `${A}&nearStation=20`;

interface Variant {
  key: string;
  label: string;
  path: string;
  cache: boolean;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const log = (...args: unknown[]) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ---------- data ----------

async function fill(database: Database): Promise<number> {
  await migrateDatabase(database);
  await seedIfEmpty(database.db, dataDir);
  const started = Date.now();
  const count = await database.db.transaction((tx) =>
    loadSyntheticAttractions(tx as never, dataDir),
  );
  // The steady state autovacuum reaches: statistics, and GIN pending lists merged into the
  // full-text and trigram indexes (until then the planner rightly avoids those indexes).
  await database.db.execute(sql`vacuum analyze`);
  log(`loaded ${count} synthetic attractions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}

async function preparePostgres(): Promise<{ env: Record<string, string>; url: string }> {
  const name = 'daytrip_bench';
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await fill(database);
  await database.close();
  return { env: { BENCH_DATABASE_URL: url.toString() }, url: url.toString() };
}

/** PGlite loads slowly (seconds per thousand rows): the filled data dir is kept between runs. */
async function preparePglite(): Promise<{ env: Record<string, string> }> {
  const dir = path.join(tmp, `pglite-${SYNTHETIC_SEED}-${SYNTHETIC_COUNT}-v2`);
  const marker = path.join(tmp, `pglite-${SYNTHETIC_SEED}-${SYNTHETIC_COUNT}-v2.ready`);
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await fill(database);
    await database.close();
    writeFileSync(marker, new Date().toISOString());
  } else {
    log(`reusing the filled PGlite data dir ${path.relative(root, dir)}`);
  }
  return { env: { BENCH_PGLITE_DIR: dir } };
}

// ---------- server ----------

interface Server {
  child: ChildProcess;
  base: string;
  ceilingBytes: number;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', 'bench/bench-server.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, BENCH_CEILING_URL: A, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) {
        const ready = JSON.parse(line) as { url: string; ceilingBytes: number };
        resolve({ child, base: ready.url, ceilingBytes: ready.ceilingBytes });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}):\n${output}`)));
  });
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * A control call (cache switch, profiler). Right after a run at full load the server may still be
 * shedding (503 with Retry-After, issue 15): wait as told and ask again, rather than abort the run.
 */
async function call(server: Server, route: string): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${server.base}${route}`);
    if (response.ok) return response.json();
    const retryAfter = Number(response.headers.get('retry-after') ?? 1);
    if (response.status !== 503 || attempt >= 30)
      throw new Error(`${route}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

/**
 * Waits until requests left over from the previous run have been answered: /readyz queries the
 * database through the same pool, so it answers quickly only once that queue is empty.
 */
async function drain(server: Server): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await fetch(`${server.base}/readyz`);
    if (performance.now() - started < 50) return;
  }
}

async function load(
  server: Server,
  variant: Variant,
  options: { seconds?: number; rate?: number; connections?: number } = {},
): Promise<Run> {
  await call(server, `/bench/cache/${variant.cache ? 'on' : 'off'}`);
  await drain(server);
  const result: Result = await autocannon({
    url: `${server.base}${variant.path}`,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? duration,
    // A slow answer is a data point, not an error (PGlite serves one query at a time).
    timeout: 60,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The median time of one request with nothing else in flight (11 in a row). */
async function aloneMs(server: Server, variant: Variant): Promise<number> {
  await call(server, `/bench/cache/${variant.cache ? 'on' : 'off'}`);
  await drain(server);
  const times: number[] = [];
  for (let i = 0; i < 11; i++) {
    const started = performance.now();
    const response = await fetch(`${server.base}${variant.path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

// ---------- one engine ----------

interface EngineReport {
  engine: Engine;
  ceilingBytes: number;
  variants: Variant[];
  runs: Record<string, Run[]>;
  ratios: Record<string, number[]>;
  /** Median milliseconds of one request at a time (no concurrency). */
  alone: Record<string, number>;
  fixedRate?: Record<string, Run>;
  fixedRateP99s?: Record<string, number[]>;
  health?: { alone: Run; during: Run; load: Run };
  /** CPU milliseconds per request, load-independent (bench/cpu-cost.ts). */
  cpu: Record<string, CpuCost>;
  profiles: Record<string, string>;
  rows: number;
}

async function benchEngine(engine: Engine): Promise<EngineReport> {
  log(`— ${engine}: preparing data`);
  const prepared = engine === 'postgres' ? await preparePostgres() : await preparePglite();
  const server = await startServer(prepared.env);
  log(`${engine}: server at ${server.base}, (a) answer ${server.ceilingBytes} bytes`);
  try {
    const meta = (await call(server, '/attraction-service/v2/metadata')) as {
      totalResults: number;
    };
    const some = (await call(
      server,
      '/attraction-service/v2/attractions?sort=a-z&page=400&pageSize=24',
    )) as { results: { id: number }[] };
    const C = `/attraction-service/v2/attractions/${some.results[0]!.id}`;
    const variants: Variant[] = [
      {
        key: 'd',
        label: '(d) ceiling: bare route, same bytes as (a), from memory',
        path: '/bench/ceiling',
        cache: true,
      },
      {
        key: 'a-cached',
        label: '(a) category=zoo, sort=closest from Manchester, list cache on',
        path: A,
        cache: true,
      },
      { key: 'a-uncached', label: '(a) the same, list cache off', path: A, cache: false },
      {
        key: 'a-family',
        label: '(a) with the family filters (open on, cost, partial access), list cache off',
        path: A_FAMILY,
        cache: false,
      },
      {
        key: 'a-station',
        label: '(a) with nearStation=20 (car-free), list cache off',
        path: A_STATION,
        cache: false,
      },
      {
        key: 'b-uncached',
        label: '(b) search "wildlife park", list cache off',
        path: B,
        cache: false,
      },
      { key: 'c', label: '(c) one attraction by id (never list-cached)', path: C, cache: false },
    ];
    log(`${engine}: warm-up`);
    for (const variant of variants) await load(server, variant, { seconds: 2 });
    const alone: Record<string, number> = {};
    for (const variant of variants) alone[variant.key] = await aloneMs(server, variant);

    const runs: Record<string, Run[]> = Object.fromEntries(variants.map((v) => [v.key, []]));
    const ratios: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v.key, []]));
    for (let round = 0; round < rounds; round++) {
      // Interleaved: each round starts one variant later, so no route always runs first or last.
      const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
      const thisRound: Record<string, Run> = {};
      for (const variant of order) {
        const run = await load(server, variant);
        thisRound[variant.key] = run;
        runs[variant.key]!.push(run);
        log(
          `${engine} round ${round + 1}/${rounds} ${variant.key.padEnd(10)} ${fmt(run.rps).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms${run.non2xx || run.errors ? `  non-2xx ${run.non2xx} errors ${run.errors}` : ''}`,
        );
      }
      for (const variant of variants)
        ratios[variant.key]!.push(thisRound[variant.key]!.rps / thisRound.d!.rps);
    }

    const report: EngineReport = {
      engine,
      ceilingBytes: server.ceilingBytes,
      variants,
      runs,
      ratios,
      alone,
      cpu: {},
      profiles: {},
      rows: meta.totalResults,
    };

    log(`${engine}: CPU time per request`);
    for (const variant of variants) {
      await call(server, `/bench/cache/${variant.cache ? 'on' : 'off'}`);
      await drain(server);
      report.cpu[variant.key] = await cpuCostPerRequest(
        `${server.base}${variant.path}`,
        server.child.pid!,
      );
    }

    if (engine === 'postgres') {
      log(`${engine}: fixed rate ${FIXED_RATE} req/s`);
      // p99 is the most noise-prone figure: (d) and (a) alternate three times, medians reported.
      const fixed: Record<string, Run[]> = { d: [], 'a-cached': [], 'a-uncached': [] };
      for (let pair = 0; pair < FIXED_RATE_PAIRS; pair++) {
        for (const key of pair % 2 ? ['a-cached', 'd'] : ['d', 'a-cached']) {
          fixed[key]!.push(
            await load(
              server,
              variants.find((v) => v.key === key)!,
              { rate: FIXED_RATE },
            ),
          );
        }
      }
      fixed['a-uncached']!.push(
        await load(
          server,
          variants.find((v) => v.key === 'a-uncached')!,
          { rate: FIXED_RATE },
        ),
      );
      report.fixedRate = Object.fromEntries(
        Object.entries(fixed).map(([key, runs]) => [
          key,
          {
            rps: median(runs.map((r) => r.rps)),
            p50: median(runs.map((r) => r.p50)),
            p99: median(runs.map((r) => r.p99)),
            non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
            errors: runs.reduce((n, r) => n + r.errors, 0),
          },
        ]),
      );
      report.fixedRateP99s = Object.fromEntries(
        Object.entries(fixed).map(([k, runs]) => [k, runs.map((r) => r.p99)]),
      );
    } else {
      log(`${engine}: /healthz while (a) saturates the embedded database`);
      const health: Variant = { key: 'health', label: '/healthz', path: '/healthz', cache: true };
      const alone = await load(server, health, { seconds: 5, connections: 4 });
      await call(server, '/bench/cache/off');
      await drain(server);
      const [during, loadRun] = await Promise.all([
        autocannon({ url: `${server.base}/healthz`, connections: 4, duration }),
        autocannon({ url: `${server.base}${A}`, connections: CONNECTIONS, duration }),
      ]);
      const toRun = (r: Result): Run => ({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
      report.health = { alone, during: toRun(during), load: toRun(loadRun) };
    }

    for (const key of ['a-uncached', 'b-uncached']) {
      const variant = variants.find((v) => v.key === key)!;
      const file = path.join(tmp, `${engine}-${key}.cpuprofile`);
      await call(server, `/bench/cache/${variant.cache ? 'on' : 'off'}`);
      await drain(server);
      await call(server, '/bench/profile/start');
      await autocannon({
        url: `${server.base}${variant.path}`,
        connections: CONNECTIONS,
        duration: 6,
      });
      await call(server, `/bench/profile/stop?file=${encodeURIComponent(file)}`);
      report.profiles[key] = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile);
    }
    return report;
  } finally {
    await stopServer(server);
  }
}

// ---------- report ----------

function engineSection(report: EngineReport): string {
  const lines = [
    `### ${report.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded, worker thread)'}`,
    '',
    `${fmt(report.rows)} live attractions; (a) answers ${fmt(report.ceilingBytes)} bytes (24 attractions).`,
    '',
    '| route | median ratio to (d) | min–max | median req/s | median p50 ms | median p99 ms | one request alone, ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const variant of report.variants) {
    const runs = report.runs[variant.key]!;
    const ratios = report.ratios[variant.key]!;
    const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
    lines.push(
      `| ${variant.label}${bad ? ` (${bad} non-2xx/errors)` : ''} | ${fmt(median(ratios), 3)} | ${fmt(Math.min(...ratios), 3)}–${fmt(Math.max(...ratios), 3)} | ${fmt(median(runs.map((r) => r.rps)))} | ${fmt(median(runs.map((r) => r.p50)), 1)} | ${fmt(median(runs.map((r) => r.p99)), 1)} | ${fmt(report.alone[variant.key]!, 1)} |`,
    );
  }
  lines.push(
    '',
    'CPU time per request (3,000 requests, 10 at a time; user + system time from `/proc`, which other work on the machine moves far less than req/s):',
    '',
    `| route | server process, ms | ${report.engine === 'postgres' ? 'PostgreSQL' : 'database (inside the server process)'}, ms | total, ms | total ÷ (d)'s |`,
    '|---|---:|---:|---:|---:|',
  );
  const ceilingCpu = report.cpu.d ? report.cpu.d.server + report.cpu.d.database : 0;
  for (const variant of report.variants) {
    const cost = report.cpu[variant.key];
    if (!cost) continue;
    const total = cost.server + cost.database;
    lines.push(
      `| ${variant.label} | ${fmt(cost.server, 3)} | ${report.engine === 'postgres' ? fmt(cost.database, 3) : '–'} | ${fmt(total, 3)} | ${ceilingCpu > 0 ? fmt(total / ceilingCpu, 1) : '–'} |`,
    );
  }
  if (report.fixedRate) {
    lines.push(
      '',
      `At a fixed ${FIXED_RATE} req/s (${CONNECTIONS} connections, ${duration} s per run; (d) and (a) with the cache on alternate ${FIXED_RATE_PAIRS} times, medians shown):`,
      '',
      '| route | req/s | p50 ms | p99 ms | every p99, ms |',
      '|---|---:|---:|---:|---:|',
    );
    for (const [key, run] of Object.entries(report.fixedRate)) {
      const label = report.variants.find((v) => v.key === key)!.label;
      const all = (report.fixedRateP99s?.[key] ?? []).map((p) => fmt(p, 0)).join(', ');
      lines.push(
        `| ${label} | ${fmt(run.rps)} | ${fmt(run.p50, 1)} | ${fmt(run.p99, 1)} | ${all} |`,
      );
    }
  }

  if (report.health) {
    const { alone, during, load: saturating } = report.health;
    lines.push(
      '',
      '`/healthz` (4 connections) alone, and while (a) with the list cache off saturates the server (50 connections):',
      '',
      '| | /healthz req/s | /healthz p50 ms | /healthz p99 ms | (a) req/s meanwhile |',
      '|---|---:|---:|---:|---:|',
      `| alone | ${fmt(alone.rps)} | ${fmt(alone.p50, 1)} | ${fmt(alone.p99, 1)} | – |`,
      `| during (a) | ${fmt(during.rps)} | ${fmt(during.p50, 1)} | ${fmt(during.p99, 1)} | ${fmt(saturating.rps)} |`,
    );
  }
  for (const [key, summary] of Object.entries(report.profiles)) {
    lines.push(
      '',
      `<details><summary>CPU profile of the server, ${key} (6 s under load)</summary>`,
      '',
      summary,
      '',
      '</details>',
    );
  }
  return lines.join('\n');
}

function targets(reports: EngineReport[]): string {
  const pgReport = reports.find((r) => r.engine === 'postgres');
  if (!pgReport) return '';
  const m = (key: string) => median(pgReport.ratios[key]!);
  const rows: [string, string, boolean][] = [
    ['(a) with the list cache on ≥ 0.9 of (d)', fmt(m('a-cached'), 3), m('a-cached') >= 0.9],
    ['(a) with the list cache off ≥ 0.25 of (d)', fmt(m('a-uncached'), 3), m('a-uncached') >= 0.25],
    ['(b) uncached ≥ 0.25 of (d)', fmt(m('b-uncached'), 3), m('b-uncached') >= 0.25],
    // Issue 31: the car-free filter's uncached cost within 15 % of the plain list's.
    [
      '(a) nearStation=20 uncached ≥ 0.85 of (a) uncached',
      fmt(m('a-station') / m('a-uncached'), 3),
      m('a-station') / m('a-uncached') >= 0.85,
    ],
  ];
  if (pgReport.fixedRate) {
    const d = pgReport.fixedRate.d!.p99;
    const a = pgReport.fixedRate['a-cached']!.p99;
    rows.push([
      `p99 of (a) (cache on) ≤ 2× p99 of (d) at ${FIXED_RATE} req/s`,
      `${fmt(a, 1)} ms vs 2 × ${fmt(d, 1)} ms`,
      a <= 2 * d,
    ]);
  }
  return [
    '| target (PostgreSQL) | measured | reached? |',
    '|---|---:|:---:|',
    ...rows.map(([name, value, ok]) => `| ${name} | ${value} | ${ok ? 'yes' : '**no**'} |`),
  ].join('\n');
}

const loadAtStart = os.loadavg()[0]!;

function writeResults(reports: EngineReport[], startedAt: Date, seconds: number) {
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const analysis = previous.includes(ANALYSIS_MARKER)
    ? previous.slice(previous.indexOf(ANALYSIS_MARKER) + ANALYSIS_MARKER.length)
    : '\n\n## Analysis\n\n(to be written)\n';
  const postgresVersion = (() => {
    try {
      return execFileSync('psql', [postgresUrl, '-Atc', 'show server_version'], {
        encoding: 'utf8',
      }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const text = [
    '# API benchmark (issue 3)',
    '',
    `Generated by \`npm run bench:api\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round(seconds)} s. Not a test: figures depend on the machine.`,
    '',
    '## Method',
    '',
    `- Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; Node ${process.version}; PostgreSQL ${postgresVersion} (local, not pinned); PGlite in the server's worker thread.`,
    `- Load average (1 min) at the start and end of the run: ${loadAtStart.toFixed(1)} and ${os.loadavg()[0]!.toFixed(1)}: other work on the machine competes with the server, autocannon and PostgreSQL alike; the interleaved ratios are meant to cancel it, absolute figures do not.`,
    `- Data: the seed catalogue plus ${fmt(SYNTHETIC_COUNT)} synthetic attractions around real UK towns (\`bench/synthetic-attractions.ts\`, ~3% not live).`,
    '- The server (`bench/bench-server.ts`: the real `buildApp`, logger off) is pinned to core 0 with `taskset`; this script and autocannon to core 1.',
    `- autocannon, ${CONNECTIONS} connections, ${duration} s per run, no \`Accept-Encoding\` (so (a) and (d) send the same bytes); a 2 s warm-up per route; ${rounds} interleaved rounds (each round starts one route later). Each ratio is a route's req/s over (d)'s in the same round; the table gives the median ratio and its min–max over the rounds. Absolute figures are context only.`,
    '- (d) is a bare route on the same Fastify instance (same global hooks: request id, security headers, compression check) sending the bytes of (a) captured at start.',
    '- "List cache off" switches off the answer cache only (`app.attractionListCache`); the per-filter count cache stays on, as it would for visitors whose coordinates never repeat (decision 013). A run where no request completed within its 10 s shows 0 req/s; "one request alone" gives the cost of a single request then.',
    "- Between runs the script waits until `/readyz` (which queries the database through the same pool) answers quickly, so one run's queued requests do not spill into the next.",
    '',
    '## Targets',
    '',
    targets(reports),
    '',
    '## Results',
    '',
    ...reports.map((r) => `${engineSection(r)}\n`),
    ANALYSIS_MARKER,
  ].join('\n');
  writeFileSync(resultsFile, text + analysis);
}

// ---------- main ----------

async function main() {
  mkdirSync(tmp, { recursive: true });
  // The load generator (this process: autocannon runs in it) on core 1; the server on core 0.
  try {
    execFileSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' });
  } catch {
    log('taskset failed: running unpinned');
  }
  const startedAt = new Date();
  const reports: EngineReport[] = [];
  for (const engine of engines) reports.push(await benchEngine(engine));
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  writeResults(reports, startedAt, seconds);
  log(`wrote ${path.relative(root, resultsFile)} after ${Math.round(seconds)} s`);
  console.log(`\n${targets(reports)}\n`);
  for (const report of reports) console.log(`${engineSection(report).split('\n<details>')[0]}\n`);
}

await main();
