// The site the web benches measure, shared by lighthouse.mjs (npm run bench:web) and
// first-view-js.mjs: the built app served by the real server on a fresh seeded embedded database,
// and the pages issue 21 item 6 names.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTileServer } from './tile-server.mjs';

export const ATTRACTION_NAME = 'Chester Zoo';

/** The map's code: the AttractionMap and ResultsMap chunks, Leaflet and its stylesheet. */
export const isMapUrl = (url) =>
  /\/(AttractionMap|ResultsMap|tile-attribution)-[^/]*\.(js|css)$|leaflet/i.test(url);

/** A script or stylesheet holds map code: by its name, or by Leaflet's own marks inside it. */
export const holdsMapCode = (url, text, type) =>
  isMapUrl(url) || (type === 'script' ? /_leaflet_id/.test(text) : /\.leaflet-pane/.test(text));

export const gzipKb = (body) => zlib.gzipSync(body, { level: 9 }).length / 1024;

/**
 * Serves a private copy of dist/web and dist/web-ssr (a rebuild elsewhere cannot pull files from under it) with
 * the built server, or BENCH_WEB_SERVER (another build of the server's entry, e.g. of a
 * known-good commit, when the work tree's server is in the middle of a change).
 */
export async function startBuiltSite(port, { showLog = false } = {}) {
  // A server left on the port (a bench killed before its clean-up) would answer in place of this
  // one, and the whole run would measure whatever build it serves: refuse instead.
  const base = `http://127.0.0.1:${port}`;
  if (await answers(`${base}/readyz`)) {
    throw new Error(`something already answers on port ${port}: stop it, or set BENCH_WEB_PORT`);
  }
  const tiles = await startTileServer();
  const work = mkdtempSync(path.join(tmpdir(), 'daytrip-bench-web-'));
  cpSync('dist/web', path.join(work, 'web'), { recursive: true });
  // The server-render bundle sits beside the web root (decision 097).
  cpSync('dist/web-ssr', path.join(work, 'web-ssr'), { recursive: true });
  const server = spawn(
    process.execPath,
    [process.env.BENCH_WEB_SERVER ?? 'dist/server/server/main.js'],
    {
      stdio: ['ignore', showLog ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(work, 'db'),
        WEB_DIST_DIR: path.join(work, 'web'),
        LOG_LEVEL: 'warn',
        ENVIRONMENT_NAME: 'prod',
        // The photo comparison (photo-comparison.mjs) uploads as this moderator.
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: 'bench-password-123',
        PHOTO_DIR: path.join(work, 'photos'),
        MAP_TILE_URL: tiles.url,
      },
    },
  );
  // Should the bench die before its own clean-up (say, Chromium fails to start), the server must
  // not live on holding the port, or the next run would measure it instead of its own.
  process.on('exit', () => server.kill('SIGTERM'));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.on('exit', resolve));
    }
    await tiles.stop();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForServer(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

async function waitForServer(base, server) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/**
 * The pages measured (issues 5, 6 and 21): SEO 100 on all; the map's code may load on the
 * attraction page (lazily, once its section nears the screen) and on the list's map view (it is
 * that view's content). The attraction's id and the landing page (the one with the most places)
 * are looked up from the API, since both come from the seeded catalogue.
 */
export async function benchPages(base) {
  const search = `${base}/attraction-service/v2/attractions?search=${encodeURIComponent(ATTRACTION_NAME)}`;
  const { results } = await (await fetch(search)).json();
  const attraction = results.find((a) => a.name === ATTRACTION_NAME) ?? results[0];
  if (!attraction) throw new Error(`no attraction found for '${ATTRACTION_NAME}'`);
  const landing = (
    await (await fetch(`${base}/attraction-service/v2/landing-pages`)).json()
  ).results.toSorted((a, b) => b.attractionCount - a.attractionCount)[0];
  if (!landing) throw new Error('no landing page found');
  return [
    { path: '/', seo: 100, mapAllowed: false },
    { path: '/attractions/', seo: 100, mapAllowed: false },
    { path: `/attraction/${attraction.id}`, label: '/attraction/{id}', seo: 100, mapAllowed: true },
    { path: '/categories/', seo: 100, mapAllowed: false },
    { path: '/sitemap/', seo: 100, mapAllowed: false },
    {
      path: `/regions/${landing.regionName}/${landing.categoryName}/`,
      label: '/regions/{region}/{category}/',
      seo: 100,
      mapAllowed: false,
    },
    { path: '/attractions/?view=map', seo: 100, mapAllowed: true },
  ];
}
