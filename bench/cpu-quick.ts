// npx tsx bench/cpu-quick.ts [DATABASE_URL] — CPU milliseconds per uncached request of bench:api's
// routes (bench/cpu-cost.ts), without the req/s rounds: for comparing two versions of the code
// back to back on a shared machine, where CPU time moves far less than req/s. Starts the bench
// server (BENCH_PORT, default 3415) on an existing database (bench/prepare-bench-db.ts) and prints
// one Markdown row per route with the load average before and after.
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBenchServerProcess } from './bench-server-process.js';
import { cpuCostPerRequest } from './cpu-cost.js';
import { summariseProfile, type Profile } from './profile-summary.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/daytrip_cost_20000';
const root = path.resolve(import.meta.dirname, '..');
const A =
  '/attraction-service/v2/attractions?category=zoo&sort=closest&latitude=53.4808&longitude=-2.2426';
const routes: [string, string, boolean][] = [
  ['(d) ceiling', '/bench/ceiling', true],
  ['(a) uncached', A, false],
  [
    '(a) family filters, uncached',
    `${A}&openOn=2026-11-28&includeUnknownHours=true&maxPrice=5&partialAccess=true`,
    false,
  ],
  ['(a) nearStation=20, uncached', `${A}&nearStation=20`, false],
  ['(b) search, uncached', '/attraction-service/v2/attractions?search=wildlife%20park', false],
];

const { child, base } = await startBenchServerProcess(url, { BENCH_CEILING_URL: A });
try {
  console.log('| route | server ms | PostgreSQL ms | total ms | load avg before → after |');
  console.log('|---|---:|---:|---:|---|');
  for (const [label, route, cache] of routes) {
    await (await fetch(`${base}/bench/cache/${cache ? 'on' : 'off'}`)).arrayBuffer();
    const before = os.loadavg()[0]!;
    const cost = await cpuCostPerRequest(`${base}${route}`, child.pid!, 2000);
    const after = os.loadavg()[0]!;
    console.log(
      `| ${label} | ${cost.server.toFixed(3)} | ${cost.database.toFixed(3)} | ${(cost.server + cost.database).toFixed(3)} | ${before.toFixed(1)} → ${after.toFixed(1)} |`,
    );
  }
  // BENCH_PROFILE=1: a 6 s CPU profile of the server under (a) uncached, summarised.
  if (process.env.BENCH_PROFILE) {
    const file = path.join(root, 'bench/.tmp/cpu-quick.cpuprofile');
    await (await fetch(`${base}/bench/cache/off`)).arrayBuffer();
    await (await fetch(`${base}/bench/profile/start`)).arrayBuffer();
    await autocannon({ url: `${base}${A}`, connections: 10, duration: 6 });
    await (
      await fetch(`${base}/bench/profile/stop?file=${encodeURIComponent(file)}`)
    ).arrayBuffer();
    console.log(`\n${summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, 30)}`);
  }
} finally {
  child.kill('SIGTERM');
}
