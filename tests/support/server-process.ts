// Runs src/server/main.ts as a real process, the way `npm start` runs the built one.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  readyInMs: number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.split('\n').find((line) => line.includes('is ready'));
      if (!ready) return;
      child.stdout.off('data', onData);
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      const { url } = JSON.parse(ready) as { url: string };
      resolve({
        child,
        url,
        output: () => output,
        readyInMs: Date.now() - started,
        async stop(signal = 'SIGTERM') {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before ready:\n${output}`)),
    );
  });
}

export function runServerProcessToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
