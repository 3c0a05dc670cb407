// npx tsx bench/new-location.ts [DATABASE_URL] — issue 21 item 7's latency measure: uncached list
// and search answers with a new location on every request, 10 connections, on a database built by
// bench/prepare-bench-db.ts (100,000 places: `npx tsx bench/prepare-bench-db.ts 100000`). Each
// request is zoos nearest (or "wildlife park" from) a town of data/cities.json moved by up to
// ±0.3° in latitude and longitude, so neither the answer nor its kept texts repeat. Prints p50,
// p99, req/s and CPU per request (server and PostgreSQL, /proc) with the load average.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServerProcess } from './bench-server-process.js';
import { postgresCpuMs, processCpuMs } from './cpu-cost.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/daytrip_cost_100000';
const seconds = Number(process.env.BENCH_DURATION ?? 20);
const root = path.resolve(import.meta.dirname, '..');
const cities = JSON.parse(readFileSync(path.join(root, 'data/cities.json'), 'utf8')) as {
  latitude: number;
  longitude: number;
}[];

// A fixed pseudo-random sequence, so two runs ask for the same places.
let state = 21;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const somewhere = () => {
  const city = cities[Math.floor(random() * cities.length)]!;
  const jitter = () => (random() - 0.5) * 0.6;
  return `latitude=${(city.latitude + jitter()).toFixed(4)}&longitude=${(city.longitude + jitter()).toFixed(4)}`;
};
const routes: [string, () => string][] = [
  [
    'zoos nearest a new place',
    () => `/attraction-service/v2/attractions?category=zoo&sort=closest&${somewhere()}`,
  ],
  [
    '"wildlife park" from a new place',
    () => `/attraction-service/v2/attractions?search=wildlife%20park&${somewhere()}`,
  ],
];

const { child, base } = await startBenchServerProcess(url);
try {
  await (await fetch(`${base}/bench/cache/off`)).arrayBuffer();
  const meta = (await (await fetch(`${base}/attraction-service/v2/metadata`)).json()) as {
    totalResults: number;
  };
  console.log(
    `${meta.totalResults.toLocaleString('en-GB')} live places; ${seconds} s per route, 10 connections\n`,
  );
  console.log(
    '| route | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | load avg before → after |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const [label, next] of routes) {
    const requests = [
      { setupRequest: (request: { path: string }) => ({ ...request, path: next() }) },
    ];
    await autocannon({ url: base, connections: 10, duration: 3, requests }); // warm-up
    const before = os.loadavg()[0]!;
    const server0 = processCpuMs(child.pid!);
    const database0 = postgresCpuMs();
    const result = await autocannon({
      url: base,
      connections: 10,
      duration: seconds,
      requests,
      timeout: 60,
    });
    const done = result.requests.total;
    console.log(
      `| ${label} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${((processCpuMs(child.pid!) - server0) / done).toFixed(2)} | ${((postgresCpuMs() - database0) / done).toFixed(2)} | ${before.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
