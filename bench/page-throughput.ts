// npm run bench:pages — pages answered per second with and without the page cache (decision 184),
// each as a ratio to the JSON list the page shows, measured against the same server in the same
// round; and a cheap page's latency while 200 connections ask for /sitemap/ at once (issue 28).
// Not a test. Runs the built server (npm run build first) pinned to core 0 on a PostgreSQL
// database it seeds once, drives it with autocannon from this process, and writes
// bench/PAGES.md with the machine's load average beside each round.
//
// Two measures, because on two cores the client is the limit: one autocannon process on one
// core parses every response, and a 25 KB page costs it far more than a 4 KB JSON answer, while
// the server's core idles part of the time. "Requests/s" is what the client saw; "answers per
// server CPU-second" divides the answers by the CPU the server process used meanwhile (user and
// system, all its threads, from /proc), which is the server's own capacity, unlimited by the client.
//
// Env: BENCH_DURATION (8 s a run), BENCH_ROUNDS (3), BENCH_POSTGRES_URL (the server's database,
// created if missing: postgres://postgres@127.0.0.1:5432/daytrip_bench_pages).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databaseUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/daytrip_bench_pages';
const PORT = 3417;
const base = `http://127.0.0.1:${PORT}`;
const JSON_LIST =
  '/attraction-service/v2/attractions?sort=closest&page=1&pageSize=24&latitude=51.52&longitude=-0.09';

const log = (...args: unknown[]) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () => os.loadavg()[0]!.toFixed(2);

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU seconds a process has used, user and system, over all its threads (Linux /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

let serverPid = 0;

interface Measured {
  result: Result;
  /** Answers per CPU-second the server used during the run. */
  perServerCpuSecond: number;
  /** Share of one core the client (this process) used during the run. */
  clientCore: number;
}

async function measure(url: string, connections: number): Promise<Measured> {
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await run(url, connections);
  const wall = (performance.now() - started) / 1000;
  const client = process.cpuUsage(clientBefore);
  const server = cpuSeconds(serverPid) - serverBefore;
  return {
    result,
    perServerCpuSecond: result.requests.total / server,
    clientCore: (client.user + client.system) / 1e6 / wall,
  };
}

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
}

async function startServer(pageCache: boolean): Promise<ChildProcess> {
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, path.join(root, 'dist/server/server/main.js')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        ENVIRONMENT_NAME: 'prod',
        NODE_ENV: 'production',
        SSR_PAGE_CACHE: String(pageCache),
      },
    },
  );
  // The first start seeds the database: minutes, not seconds.
  for (let waited = 0; waited < 600; waited++) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      // taskset execs node in its own process: the child's pid is the server's.
      serverPid = child.pid!;
      return child;
    }
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not become ready in 10 minutes');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

function run(url: string, connections: number, seconds = duration): Promise<Result> {
  return autocannon({
    url: base + url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
}

interface Row {
  label: string;
  rps: number[];
  ratio: number[];
  perCpu: number[];
  cpuRatio: number[];
  clientCore: number[];
  p50: number[];
  load: string[];
}

async function throughput(pages: Record<string, string>, cache: boolean): Promise<Row[]> {
  const rows: Row[] = Object.keys(pages).map((label) => ({
    label: `${label} (page cache ${cache ? 'on' : 'off'})`,
    rps: [],
    ratio: [],
    perCpu: [],
    cpuRatio: [],
    clientCore: [],
    p50: [],
    load: [],
  }));
  for (let round = 0; round < rounds; round++) {
    const list = await measure(JSON_LIST, 20);
    const entries = Object.entries(pages);
    for (const [i, [, url]] of entries.entries()) {
      const page = await measure(url, 20);
      const { result } = page;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${url}: ${result.non2xx} non-2xx`);
      const row = rows[i]!;
      row.rps.push(result.requests.average);
      row.ratio.push(result.requests.average / list.result.requests.average);
      row.perCpu.push(page.perServerCpuSecond);
      row.cpuRatio.push(page.perServerCpuSecond / list.perServerCpuSecond);
      row.clientCore.push(page.clientCore);
      row.p50.push(result.latency.p50);
      row.load.push(load());
    }
    log(
      `round ${round + 1}, cache ${cache ? 'on' : 'off'}: list ${list.result.requests.average} req/s,`,
      `${list.perServerCpuSecond.toFixed(0)} per server CPU-second, client ${(list.clientCore * 100).toFixed(0)} % of a core`,
    );
  }
  return rows;
}

/** A cheap page's p50 while 200 connections ask for /sitemap/. */
/** The probe's answer: a cheap page asked for by one visitor, from a process of its own. */
function probe(
  url: string,
  seconds: number,
): Promise<{ answered: number; failed: number; p50: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench/cheap-page-probe.mjs'), base + url, String(seconds)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as { answered: number; failed: number; p50: number | null })
        : reject(new Error(`probe exited ${code}`)),
    );
  });
}

/** A cheap page's p50 while 200 connections ask for /sitemap/. */
async function underSitemapFlood() {
  const flood = run('/sitemap/', 200, duration + 2);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const cheap = await probe('/about/', duration);
  const floodResult = await flood;
  return {
    flood: floodResult.requests.average,
    // Load shedding (decision 029) may answer part of the flood 503: said, not hidden.
    shed: floodResult.non2xx,
    ...cheap,
    load: load(),
  };
}

async function main() {
  if (!existsSync(path.join(root, 'dist/server/server/main.js'))) {
    throw new Error('Run npm run build first.');
  }
  await ensureDatabase();
  const results: Row[] = [];
  const floods: string[] = [];
  for (const cache of [true, false]) {
    const server = await startServer(cache);
    try {
      const zoo = (await (
        await fetch(`${base}/attraction-service/v2/attractions?search=Chester%20Zoo&pageSize=1`)
      ).json()) as { results: { id: number }[] };
      const pages = {
        '/attractions/': '/attractions/',
        'an attraction': `/attraction/${zoo.results[0]!.id}`,
      };
      // Warm: the render workers' first pages and the caches.
      for (const url of Object.values(pages)) await run(url, 4, 2);
      results.push(...(await throughput(pages, cache)));
      const flood = await underSitemapFlood();
      floods.push(
        `| ${cache ? 'on' : 'off'} | ${flood.flood.toFixed(0)} | ${flood.shed} | ${flood.p50 === null ? 'none answered' : `${flood.p50.toFixed(1)} ms`} | ${flood.answered} | ${flood.failed} | ${flood.load} |`,
      );
    } finally {
      await stopServer(server);
    }
  }
  const table = results.map(
    (row) =>
      `| ${row.label} | ${median(row.rps).toFixed(0)} | ${median(row.ratio).toFixed(2)} | ${median(row.perCpu).toFixed(0)} | ${median(row.cpuRatio).toFixed(2)} | ${(median(row.clientCore) * 100).toFixed(0)} % | ${median(row.p50)} ms | ${row.load.join(', ')} |`,
  );
  const report = [
    '# Pages answered per second (`npm run bench:pages`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? ''}): the built`,
    'server pinned to core 0 on PostgreSQL, autocannon from core 1, 20 connections, brotli or gzip',
    `accepted, ${duration} s a run, median of ${rounds} rounds. "ratio" is the page's requests/s over the`,
    'JSON list it shows (the first 24 places near London), measured just before it in the same',
    'round. "Per server CPU-second" divides the answers by the CPU the server process used in the',
    'run (all threads, user and system): the client on its one core is the limit of "requests/s"',
    '(its share of a core is beside it), so that ratio understates the server. Load is the',
    'one-minute load average after each run.',
    '',
    '| page | requests/s | ratio to the JSON list | answers per server CPU-second | ratio to the JSON list | client, share of a core | p50 | load |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...table,
    '',
    '## A cheap page while 200 connections ask for /sitemap/',
    '',
    '| page cache | /sitemap/ requests/s | of them not 2xx | /about/ p50 (one visitor, own process) | /about/ answered | /about/ failed | load |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...floods,
    '',
  ].join('\n');
  writeFileSync(path.join(root, 'bench/PAGES.md'), report);
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
