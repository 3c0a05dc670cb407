// npm run bench:deep-json — other visitors' latency while one client sends deeply nested JSON
// (issue 15, fault 1). Starts the server from this checkout on a fresh embedded database, drives
// a public read with autocannon (10 connections, BENCH_DURATION s) first alone, then alongside one
// attacker posting 6,000-deep bodies to POST /management-service/v1/authenticate back to back.
// Prints p50/p99 of the visitors and the attacker's answers. Not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const DEPTH = 6_000;
const VISITOR_PATH = '/attraction-service/v2/categories';

const deepBody = `{"username":"admin","password":"x","a":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

async function startServer(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.split('\n').find((line) => line.includes('is ready'));
      if (ready) resolve((JSON.parse(ready) as { url: string }).url);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function visitors(url: string) {
  const result = await autocannon({ url: url + VISITOR_PATH, connections: 10, duration });
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/** Posts deep bodies one after another until told to stop; counts answers by status. */
function attacker(url: string) {
  let running = true;
  const statuses: Record<string, number> = {};
  const loop = (async () => {
    while (running) {
      const answer = await fetch(`${url}/management-service/v1/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deepBody,
      }).catch(() => null);
      const key = answer ? String(answer.status) : 'error';
      statuses[key] = (statuses[key] ?? 0) + 1;
      await answer?.arrayBuffer().catch(() => undefined);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return statuses;
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'daytrip-deep-json-'));
const server = await startServer(dataDir);
try {
  await visitors(server.url); // warm-up
  const alone = await visitors(server.url);
  const stopAttack = attacker(server.url);
  const attacked = await visitors(server.url);
  const attackerAnswers = await stopAttack();
  console.log(
    JSON.stringify(
      { depth: DEPTH, bodyBytes: deepBody.length, alone, attacked, attackerAnswers },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
