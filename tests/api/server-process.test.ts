import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerProcessToExit, startServerProcess } from '../support/server-process.js';

const webFixture = path.resolve(import.meta.dirname, '../fixtures/web');

describe('starting and stopping the server process', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daytrip-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webFixture,
    PRODUCT_NAME: 'Funday',
    LOG_LEVEL: 'info',
  };

  it('first start: creates the database, seeds it, prints a generated admin password once, serves the app', async () => {
    const server = await startServerProcess(env);
    try {
      expect(server.output()).toMatch(/Username: admin\n\s+Password: [A-Za-z0-9_-]{24}/);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'pglite' });

      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>Funday - Home</title>');
      // It carries the page's CSP nonce, which the browser gives the styles it adds (decision 098).
      expect(html).toMatch(
        /<script id="site-config" nonce="[^"]+" type="application\/json">\{"productName":"Funday"/,
      );
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
  });

  it('second start: reuses the data: no new password, no second seed', async () => {
    const server = await startServerProcess(env);
    try {
      expect(server.output()).not.toContain('Password:');
      expect(server.output()).not.toContain('seeded the demo catalogue');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await server.stop('SIGINT')).toBe(0);
    }
  });

  it('refuses to start with bad configuration, naming each bad variable', async () => {
    const { code, output } = await runServerProcessToExit({
      ...env,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
  });
});
