// Issue 30: a start that cannot go on says what is wrong in one line, before doing any slow work,
// and with no stack trace; Redis that does not answer is said once, at start.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerProcessToExit, startServerProcess } from '../support/server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'daytrip-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const base = { SEED: 'false', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1' };

/** The only thing printed is the one line: no stack trace, no log line before it. */
async function expectOneLine(env: Record<string, string>, line: string) {
  const { code, output } = await runServerProcessToExit(env);
  expect(code).toBe(1);
  expect(output.trim()).toBe(line);
}

describe('start-up errors, one line each', { timeout: 120_000 }, () => {
  it('a DATA_DIR that is a file', async () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    await expectOneLine(
      { ...base, DATA_DIR: file },
      `The data folder ${file} cannot be used: it is a file, not a folder. Set DATA_DIR to a folder this user can write to.`,
    );
  });

  it('a DATA_DIR below a file', async () => {
    const file = path.join(scratch, 'another-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'db');
    await expectOneLine(
      { ...base, DATA_DIR: dataDir },
      `The data folder ${dataDir} cannot be used: part of its path is a file, not a folder. Set DATA_DIR to a folder this user can write to.`,
    );
  });

  it('a DATA_DIR that cannot exist', async () => {
    // No file system takes a name of 300 characters.
    const dataDir = path.join(scratch, 'x'.repeat(300), 'db');
    await expectOneLine(
      { ...base, DATA_DIR: dataDir },
      `The data folder ${dataDir} cannot be used: its path is too long. Set DATA_DIR to a folder this user can write to.`,
    );
  });

  it('a port in use is found before a new database is created or a password printed', async () => {
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    const { port } = occupant.address() as net.AddressInfo;
    const dataDir = path.join(scratch, 'never-created');
    try {
      await expectOneLine(
        { ...base, SEED: 'true', DATA_DIR: dataDir, PORT: String(port) },
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT to a free port.`,
      );
      // No database was created and no password printed (expectOneLine saw the whole output).
      // How quickly is not asserted: a busy machine made a 15 s bound fail once in CI.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      occupant.close();
    }
  });

  it('ADMIN_PASSWORD without ADMIN_USERNAME, and the reverse', async () => {
    const dataDir = path.join(scratch, 'admin-pair');
    await expectOneLine(
      { ...base, DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-long-password-1' },
      'Invalid configuration:\n  - ADMIN_USERNAME: must be set too when ADMIN_PASSWORD is set (set both, or neither for a generated admin password)',
    );
    await expectOneLine(
      { ...base, DATA_DIR: dataDir, ADMIN_USERNAME: 'ops' },
      'Invalid configuration:\n  - ADMIN_PASSWORD: must be set too when ADMIN_USERNAME is set (set both, or neither for a generated admin password)',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('an unreachable PostgreSQL: "database open" is not logged before the failure', async () => {
    const { code, output } = await runServerProcessToExit({
      ...base,
      DATABASE_URL: 'postgres://daytrip@127.0.0.1:1/daytrip',
    });
    expect(code).toBe(1);
    expect(output).not.toContain('database open');
    expect(output.trim()).toBe(
      'Cannot reach the database at postgres://daytrip@127.0.0.1:1/daytrip (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running.',
    );
  });

  it('npm start before npm run build says to build first', async () => {
    // The start script in a copy of the project that has not been built.
    const project = path.join(scratch, 'unbuilt');
    mkdirSync(path.join(project, 'scripts'), { recursive: true });
    copyFileSync(path.join(root, 'scripts/start.mjs'), path.join(project, 'scripts/start.mjs'));
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: project });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'The server is not built yet: run npm run build first, then npm start.',
    );
  });
});

describe('a REDIS_URL that does not answer', { timeout: 120_000 }, () => {
  it('is said once, at start; the instance serves on its own', async () => {
    const server = await startServerProcess({
      ...base,
      DATA_DIR: path.join(scratch, 'redis-down'),
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'a-long-password-1',
      REDIS_URL: 'redis://:s3cret@127.0.0.1:1',
    });
    try {
      const warning =
        'Redis at redis://:***@127.0.0.1:1 is unreachable: this instance runs on its own (its own rate limits and caches) until Redis answers';
      expect(server.output()).toContain(warning);
      // Requests that use the shared state (a sign-in's rate limit, a list) still answer.
      const signIn = () =>
        fetch(`${server.url}/management-service/v1/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'ops', password: 'wrong-password-1' }),
        });
      // A busy machine may shed the first requests (503 with Retry-After); asked again, it answers.
      await expect.poll(async () => (await signIn()).status, { timeout: 30_000 }).toBe(401);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(server.output().split(warning).length - 1).toBe(1);
      expect(server.output()).not.toContain('Redis unreachable');
      expect(server.output()).not.toContain('s3cret');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
