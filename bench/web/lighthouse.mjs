// npm run bench:web — builds the app, serves it on a fresh seeded database, and runs Lighthouse
// (mobile preset, Debian's Chromium) on the visitor pages. Prints each category score, LCP, TBT,
// CLS and the gzip size of the JavaScript the first view loads, checks that no map code was
// loaded, and writes bench/WEB.md. Not a test: it reports, it does not fail.
import { execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os, { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/attractions/'];
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3288);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 95, jsKb: 170 };

if (!process.argv.includes('--no-build')) {
  console.log('building...');
  execSync('npm run build', { stdio: 'inherit' });
}

// A private copy of the built web app, so a rebuild elsewhere cannot pull files from under us.
const work = mkdtempSync(path.join(tmpdir(), 'daytrip-bench-web-'));
cpSync('dist/web', path.join(work, 'web'), { recursive: true });
const server = spawn(process.execPath, ['dist/server/server/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: path.join(work, 'db'),
    WEB_DIST_DIR: path.join(work, 'web'),
    LOG_LEVEL: 'warn',
    ENVIRONMENT_NAME: 'prod',
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** gzip -9 size of every script the page loaded, and whether any of it is map (Leaflet) code. */
async function scriptWeight(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(BASE));
  let bytes = 0;
  let mapCode = false;
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 9 }).length;
    if (/leaflet/i.test(body.toString('utf8'))) mapCode = true;
  }
  return { kb: bytes / 1024, files: scripts.length, mapCode };
}

const rows = [];
const loadBefore = loadavg()[0];
let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const page of PAGES) {
    // Warm the server's caches once, as a visitor after the first would find them.
    await fetch(BASE + page);
    const { lhr } = await lighthouse(BASE + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const js = await scriptWeight(lhr);
    const row = {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsKb: js.kb,
      jsFiles: js.files,
      mapCode: js.mapCode,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
    rows.push(row);
    if (process.env.BENCH_WEB_DEBUG) {
      const pick = (id) => (lhr.audits[id]?.details?.items ?? []).slice(0, 8);
      console.log(
        JSON.stringify(
          {
            bootup: pick('bootup-time'),
            work: pick('mainthread-work-breakdown'),
            shifts: pick('layout-shifts'),
            lcp: lhr.audits['largest-contentful-paint-element']?.details,
          },
          null,
          1,
        ).slice(0, 6000),
      );
    }
    console.log(
      `${page}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; ` +
        `LCP ${row.lcp.toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}; ` +
        `first-view JS ${row.jsKb.toFixed(1)} KB gzip in ${row.jsFiles} files; map code ${row.mapCode ? 'LOADED' : 'not loaded'}`,
    );
    if (row.failing.length > 0) console.log(`  audits not passed: ${row.failing.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}

const mark = (ok) => (ok ? '' : ' ✗');
const table = rows
  .map(
    (r) =>
      `| \`${r.page}\` | ${r.performance}${mark(r.performance >= TARGETS.performance)} | ${r.accessibility}${mark(r.accessibility >= TARGETS.accessibility)} | ` +
      `${r.bestPractices}${mark(r.bestPractices >= TARGETS['best-practices'])} | ${r.seo}${mark(r.seo >= TARGETS.seo)} | ` +
      `${r.lcp.toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} KB${mark(r.jsKb <= TARGETS.jsKb)} | ${r.mapCode ? 'yes ✗' : 'no'} |`,
  )
  .join('\n');
const notes = rows
  .filter((r) => r.failing.length > 0)
  .map((r) => `- \`${r.page}\` audits not passed: ${r.failing.join(', ')}`)
  .join('\n');

writeFileSync(
  'bench/WEB.md',
  `# Web benchmark (Lighthouse)

Generated by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: production build, served
by the real server on a fresh seeded embedded database, Lighthouse ${lighthouseVersion()} with its
default mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, one run per page.
"First-view JS" is the gzip -9 size of every script the page loaded before Lighthouse finished
(lazy chunks included only if the first view asked for them). ✗ marks a missed target.

Machine load (1-minute average) when the run started: ${loadBefore.toFixed(1)} on ${cpuCount()} cores.
Lighthouse's performance score, LCP and TBT scale with CPU contention: on a busy machine they
understate the site; compare runs made on an idle machine. The JavaScript sizes do not vary.

Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']},
SEO ≥ ${TARGETS.seo}, first-view JavaScript ≤ ${TARGETS.jsKb} KB gzip, no map code on these pages.

| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | first-view JS | map code |
|---|---|---|---|---|---|---|---|---|---|
${table}

${notes}
`,
);
console.log('wrote bench/WEB.md');

function cpuCount() {
  return os.cpus().length;
}

function lighthouseVersion() {
  try {
    return JSON.parse(execSync('npm ls lighthouse --json', { encoding: 'utf8' })).dependencies
      .lighthouse.version;
  } catch {
    return '12.8';
  }
}
