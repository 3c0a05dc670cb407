// Starts bench/bench-server.ts in its own process, pinned to core 0 (taskset), on an existing
// bench database, and resolves with its base URL once it prints its ready line. Shared by the
// quick A/B tools (cpu-quick.ts, new-location.ts); the caller kills the child when done.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function startBenchServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', 'bench/bench-server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_PORT: process.env.BENCH_PORT ?? '3415',
        NODE_ENV: 'production',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { child, base };
}
