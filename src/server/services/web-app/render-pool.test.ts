import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RenderPool, RenderPoolBusy, type RenderPoolOptions } from './render-pool.js';

// The render pool cannot be wedged (decision 180): stand-in render bundles that hang, spin, crash
// or fail to load, and a flood of renders; the pages that can render keep rendering.

const folder = mkdtempSync(path.join(tmpdir(), 'render-pool-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for dist/web-ssr/entry-server.js, whose page depends on the path. */
const PAGES_BUNDLE = `
export function createRenderer(readApi) {
  return async (request, signal) => {
    const page = (html) => ({ html, title: null, styles: '', queryState: '{}' });
    switch (request.url) {
      case '/hang': // waits for a read that never comes, until aborted
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      case '/spin': // stuck on the CPU: only stopping the worker ends it
        for (;;) {}
      case '/crash':
        process.exit(3);
      case '/slow':
        await new Promise((resolve) => setTimeout(resolve, 400));
        return page('slow');
      case '/read':
        return page((await readApi('/api/thing')).body);
      default:
        return page('page ' + request.url);
    }
  };
}`;

function bundle(name: string, source: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, source);
  return pathToFileURL(file).href;
}

const pages = bundle('pages.mjs', PAGES_BUNDLE);
const pools: RenderPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function pool(options: Partial<RenderPoolOptions> = {}) {
  const log = { warn: vi.fn() };
  const created = new RenderPool({
    entryUrl: pages,
    size: 2,
    timeoutMs: 2_000,
    maxInFlight: 8,
    readApi: async (url) => ({ status: 200, body: `read ${url}` }),
    log,
    restartMinMs: 20,
    ...options,
  });
  pools.push(created);
  return { pool: created, log };
}

const ask = (renderer: RenderPool, url: string) =>
  renderer.render({ url, cookieHeader: undefined, nonce: 'n', siteConfig: {} });

/** Until every worker has loaded its bundle: one render each, at once (each goes to an idle one). */
async function warm(renderer: RenderPool, size: number) {
  await Promise.all(Array.from({ length: size }, (_, index) => ask(renderer, `/warm${index}`)));
}

/** Remembers, per worker, what happened before a visitor's render: its warm-up and its reads. */
const WARMING_BUNDLE = `
const seen = [];
export async function warm() { seen.push('modules loaded'); }
export function createRenderer(readApi) {
  return async (request) => {
    const read = await readApi('/api/thing');
    seen.push(request.url + ' read ' + read.status);
    return { html: seen.join(', '), title: null, styles: '', queryState: '{}' };
  };
}`;

describe('the render pool', () => {
  it('warms each worker before its first visitor: modules loaded, one page rendered, its reads refused', async () => {
    const { pool: renderer } = pool({
      entryUrl: bundle('warming.mjs', WARMING_BUNDLE),
      size: 1,
      warmUp: { url: '/warm-up', cookieHeader: undefined, nonce: 'w', siteConfig: {} },
    });
    await expect(ask(renderer, '/first')).resolves.toMatchObject({
      html: 'modules loaded, /warm-up read 503, /first read 200',
    });
  });

  it('renders pages, answering their reads', async () => {
    const { pool: renderer } = pool();
    await expect(ask(renderer, '/')).resolves.toMatchObject({ html: 'page /' });
    await expect(ask(renderer, '/read')).resolves.toMatchObject({ html: 'read /api/thing' });
  });

  it('a hung render fails at its limit, its worker is replaced, other pages keep rendering', async () => {
    const { pool: renderer, log } = pool({ size: 1 });
    await warm(renderer, 1);
    const hung = ask(renderer, '/hang');
    await expect(ask(renderer, '/other')).resolves.toMatchObject({ html: 'page /other' });
    await expect(hung).rejects.toThrow('The page took over 2000 ms to render.');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ renderTimeoutMs: 2_000 }),
      'render timed out: worker replaced',
    );
    await expect(ask(renderer, '/after')).resolves.toMatchObject({ html: 'page /after' });
  });

  it("a hung render fails the same way when the worker's own limit fires first", async () => {
    const { pool: renderer, log } = pool({ size: 1 });
    await warm(renderer, 1);
    const hung = ask(renderer, '/hang');
    // A main thread too busy to run its timer on time: the worker gives the render up first.
    const busyUntil = Date.now() + 2_600;
    while (Date.now() < busyUntil) {
      /* hold the main thread */
    }
    await expect(hung).rejects.toThrow('The page took over 2000 ms to render.');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ renderTimeoutMs: 2_000 }),
      'render timed out: worker replaced',
    );
    await expect(ask(renderer, '/after')).resolves.toMatchObject({ html: 'page /after' });
  });

  it('a render stuck on the CPU does not hold the next pages: they go to a free worker', async () => {
    const { pool: renderer, log } = pool({ size: 2 });
    await warm(renderer, 2);
    const stuck = ask(renderer, '/spin');
    await expect(ask(renderer, '/one')).resolves.toMatchObject({ html: 'page /one' });
    await expect(ask(renderer, '/two')).resolves.toMatchObject({ html: 'page /two' });
    await expect(stuck).rejects.toThrow('took over 2000 ms');
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'render timed out: worker replaced');
    // The stuck worker is gone: both slots render again.
    const after = await Promise.all(['/a', '/b', '/c', '/d'].map((url) => ask(renderer, url)));
    expect(after.map(({ html }) => html)).toEqual(['page /a', 'page /b', 'page /c', 'page /d']);
  });

  it('a worker that dies fails its render, is logged and restarted', async () => {
    const { pool: renderer, log } = pool({ size: 1 });
    await warm(renderer, 1);
    await expect(ask(renderer, '/crash')).rejects.toThrow('The render worker stopped.');
    expect(log.warn).toHaveBeenCalledWith(
      { exitCode: 3, restartInMs: 20 },
      'render worker stopped: restarting in 20 ms',
    );
    await vi.waitFor(() => expect(ask(renderer, '/back')).resolves.toBeDefined());
  });

  it('a bundle that throws on load is restarted with a growing backoff, never in a tight loop', async () => {
    const broken = bundle('broken.mjs', "throw new Error('the bundle is broken');");
    const { pool: renderer, log } = pool({ entryUrl: broken, size: 1, restartMaxMs: 80 });
    await vi.waitFor(() => expect(log.warn.mock.calls.length).toBeGreaterThanOrEqual(4), {
      timeout: 5_000,
    });
    const delays = log.warn.mock.calls.map(
      ([details]) => (details as { restartInMs: number }).restartInMs,
    );
    expect(delays.slice(0, 4)).toEqual([20, 40, 80, 80]);
    // Between restarts a page is answered at once, without a render.
    await expect(ask(renderer, '/')).rejects.toThrow();
  });

  it('past the cap on renders in flight, a render fails at once and the pool recovers', async () => {
    const { pool: renderer } = pool({ size: 2, maxInFlight: 4 });
    await warm(renderer, 2);
    const flood = Array.from({ length: 40 }, () => ask(renderer, '/slow'));
    const settled = await Promise.allSettled(flood);
    const rendered = settled.filter(({ status }) => status === 'fulfilled');
    const refused = settled.filter(
      (result) => result.status === 'rejected' && result.reason instanceof RenderPoolBusy,
    );
    expect(rendered).toHaveLength(4);
    expect(refused).toHaveLength(36);
    await expect(ask(renderer, '/cheap')).resolves.toMatchObject({ html: 'page /cheap' });
  });
});
