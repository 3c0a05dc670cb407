// Issue 30: a page opened while the database is down reads "We'll be back shortly" (503 with
// Retry-After), not the API's JSON. The test runs its own server over PostgreSQL through a TCP
// relay it owns; closing the relay is the outage, opening it again the recovery.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';
import { expect, test } from './support/test.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

/** Forwards connections to PostgreSQL while up; while down, cuts every connection at once. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    down() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('the database goes down', () => {
  // Like the API tests on PostgreSQL: runs where TEST_DATABASE_URL is set (.ci/run sets it).
  test.skip(!ADMIN_URL, 'needs PostgreSQL: set TEST_DATABASE_URL');
  test.describe.configure({ timeout: 180_000 });
  const name = `daytrip_outage_${process.pid}_${Date.now()}`;
  let server: ChildProcess | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let url = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(ADMIN_URL);
    relay = await startRelay(target);
    const database = new URL(ADMIN_URL);
    database.host = `127.0.0.1:${relay.port}`;
    database.pathname = `/${name}`;
    server = spawn(process.execPath, ['dist/server/server/main.js'], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.toString(),
        SEED: 'false',
        LOG_FORMAT: 'json',
        ADMIN_USERNAME: 'outage-admin',
        ADMIN_PASSWORD: 'outage-password-1',
        PRODUCT_NAME: 'Daytrip',
      },
    });
    let output = '';
    url = await new Promise<string>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = output.split('\n').find((line) => line.includes('is ready'));
        if (ready) resolve((JSON.parse(ready) as { url: string }).url);
      });
      server!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server!.once('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
    });
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server!.once('exit', r));
    await relay?.close();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  test('a page reads "We\'ll be back shortly" and comes back by itself', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    relay.down();
    const response = await page.goto(`${url}/attraction/1`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    await expect(page).toHaveTitle("We'll be back shortly - Daytrip");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We'll be back shortly");
    await expect(page.getByText('This page tries again by itself in 5 seconds.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again now' })).toBeVisible();
    const api = await page.request.get(`${url}/attraction-service/v2/attractions?search=outage`);
    expect(api.status()).toBe(503);
    expect(((await api.json()) as { statusCode: number }).statusCode).toBe(503);

    // The database answers again: the page's own refresh brings the site back.
    relay.up();
    await expect(page).not.toHaveTitle(/We'll be back shortly/, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
