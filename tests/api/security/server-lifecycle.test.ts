// Issue 15, faults 2, 3 and 6, on the real server process: SIGTERM with a proxy's keep-alive
// connection open, a second server on the same data folder, and start-up failures that used to
// end in a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerProcessToExit, startServerProcess } from '../../support/server-process.js';

/** Opens a socket, sends `text`, and collects what comes back until the server closes it. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return {
    send: (text: string) => socket.write(text),
    received: () => received,
    closed,
    waitFor: async (pattern: RegExp) => {
      for (let i = 0; i < 200 && !pattern.test(received); i++) await sleep(25);
      return received;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process under a proxy and on shared folders', { timeout: 120_000 }, () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'daytrip-lifecycle-')), 'db');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    SEED: 'false',
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'lifecycle-pass-123',
  };

  it('SIGTERM with keep-alive connections open: the in-flight answer says Connection: close, idle sockets close, exit 0 within seconds', async () => {
    const server = await startServerProcess(env);
    // A proxy's idle keep-alive connection: one answered request, then left open.
    const idle = rawConnection(server.url);
    idle.send('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(await idle.waitFor(/"status":"ok"/)).toMatch(/connection: keep-alive/i);
    // A request in flight: headers sent, body still coming when the signal arrives. Its answer is
    // a validation error (no password hashing), so a loaded machine cannot stretch it past the
    // 3 s grace the test is about.
    const body = JSON.stringify({ username: ' ', password: '' });
    const inFlight = rawConnection(server.url);
    inFlight.send(
      `POST /management-service/v1/authenticate HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await sleep(200);

    const started = Date.now();
    const exit = server.stop('SIGTERM');
    await sleep(200);
    inFlight.send(body.slice(5));
    const code = await exit;
    const tookMs = Date.now() - started;

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(5_000); // 3 s grace at most, plus closing the database
    const answer = inFlight.received();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/connection: close/i);
    await idle.closed;
    await inFlight.closed;
    console.info(`SIGTERM with keep-alive connections open: exit ${code} in ${tookMs} ms`);
  });

  it('a second server on the same data folder refuses to start, naming the folder and the process', async () => {
    const first = await startServerProcess(env);
    try {
      const second = await runServerProcessToExit({ ...env, PORT: '0', HOST: '127.0.0.1' });
      expect(second.code).toBe(1);
      expect(second.output.trim()).toBe(
        `The data folder ${dataDir} is in use by another Daytrip server (process ${first.child.pid}): stop it first, or set DATA_DIR to another folder.`,
      );
      // The first server is unharmed.
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(
      `${dataDir}.lock`,
      JSON.stringify({
        pid: gone,
        host: (await import('node:os')).hostname(),
        since: '2020-01-01T00:00:00Z',
      }),
    );
    const server = await startServerProcess(env);
    expect(await server.stop()).toBe(0);
  });

  it('a port already in use: one line, exit 1', async () => {
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    const { port } = occupant.address() as net.AddressInfo;
    try {
      const { code, output } = await runServerProcessToExit({
        ...env,
        LOG_LEVEL: 'error',
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT to a free port.`,
      );
    } finally {
      occupant.close();
    }
  });

  it('an unreachable database: one line without the password, exit 1', async () => {
    const { code, output } = await runServerProcessToExit({
      DATABASE_URL: 'postgres://daytrip:s3cret-pass@127.0.0.1:1/daytrip',
      LOG_LEVEL: 'error',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Cannot reach the database at postgres://daytrip:***@127.0.0.1:1/daytrip (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running.',
    );
    expect(output).not.toContain('s3cret-pass');
  });
});
