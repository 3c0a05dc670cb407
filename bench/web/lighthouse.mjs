// npm run bench:web — builds the app, serves it on a fresh seeded database, and runs Lighthouse
// (Debian's Chromium) on the visitor pages of site.mjs at both of its widths: the mobile preset
// (412 px, slow 4G, 4× CPU) and the desktop one (1350 px). Prints each category score, LCP, TBT,
// CLS and the gzip size of the JavaScript the page loads by network idle, checks them against
// issue 34's budgets (web-report.mjs) and that the map's code (the map chunks, Leaflet and its
// CSS) loads only where a map is (the attraction page, the list's map view), measures each page
// again with its scripts blocked (the no-JavaScript ceiling, in the same run) and writes
// bench/WEB.md with our score and LCP over the ceiling's. Not a test: it reports and marks
// misses, it does not fail. BENCH_WEB_DEBUG=1 prints the scripts each page loaded and its
// main-thread breakdown; BENCH_WEB_RUNS (default 3) sets the runs per page and width,
// BENCH_WEB_WIDTHS (mobile,desktop) the widths.
// Last, issue 33's measurement (photo-comparison.mjs): the attraction page without and with a
// photo, written to bench/WEB-PHOTO.md; BENCH_WEB_ONLY=photo runs only that.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';
import { comparePhotoPage, photoReport } from './photo-comparison.mjs';
import { ATTRACTION_NAME, benchPages, gzipKb, holdsMapCode, startBuiltSite } from './site.mjs';
import { resultNotes, resultsTable, targetsFor } from './web-report.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3288);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Lighthouse's two presets: the default config is mobile. */
const WIDTHS = {
  mobile: undefined,
  desktop: desktopConfig,
};
const widths = (process.env.BENCH_WEB_WIDTHS ?? 'mobile,desktop').split(',');
for (const width of widths) {
  if (!(width in WIDTHS)) throw new Error(`BENCH_WEB_WIDTHS: no width '${width}'`);
}
// Every request for a script fails: the page as its HTML and CSS alone make it.
const NO_SCRIPTS = ['*.js', '*.mjs'];

if (!process.argv.includes('--no-build')) {
  console.log('building...');
  execSync('npm run build', { stdio: 'inherit' });
}

/**
 * gzip -9 size of every script the page loaded, which of them hold map code (the map chunks or
 * Leaflet), and whether Leaflet's stylesheet was loaded.
 */
async function scriptWeight(lhr, base) {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) =>
    r.url.startsWith(base),
  );
  const files = [];
  const mapFiles = [];
  for (const { url, resourceType } of requests) {
    if (resourceType !== 'Script' && resourceType !== 'Stylesheet') continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const type = resourceType === 'Script' ? 'script' : 'stylesheet';
    const map = holdsMapCode(url, body.toString('utf8'), type);
    if (map) mapFiles.push(url.slice(url.lastIndexOf('/') + 1));
    if (type === 'script') {
      files.push({ name: url.slice(url.lastIndexOf('/') + 1), kb: gzipKb(body), map });
    }
  }
  const kb = files.reduce((sum, f) => sum + f.kb, 0);
  const mapKb = files.filter((f) => f.map).reduce((sum, f) => sum + f.kb, 0);
  return { kb, mapKb, files, mapFiles };
}

/**
 * One Lighthouse run. Chromium now and then fails to record the trace (NO_NAVSTART, NO_FCP),
 * mostly on a loaded machine: such a run is repeated, up to three times.
 */
async function audit(url, port, { width = 'mobile', blockedUrlPatterns } = {}) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}),
      },
      WIDTHS[width],
    );
    const error = lhr.runtimeError ?? lhr.audits['largest-contentful-paint']?.errorMessage;
    if (!error) return lhr;
    console.log(`  ${url}: run ${attempt} failed (${lhr.runtimeError?.message ?? error})`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}`);
  }
}

/**
 * RUNS runs of one page at one width, and the run with the median performance score
 * (Lighthouse's advice for noisy machines) with the lowest and highest score beside it.
 */
async function medianRuns(url, port, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port, options));
  runs.sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  const what = `${url} (${options.width}${options.blockedUrlPatterns ? ', no scripts' : ''})`;
  if (RUNS > 1) console.log(`  ${what}: performance in ${RUNS} runs: ${scores.join(', ')}`);
  return {
    median: runs[Math.floor(runs.length / 2)],
    range: RUNS > 1 ? ` (${scores[0]}–${scores.at(-1)})` : '',
  };
}

function debugReport(lhr, js) {
  const pick = (id) => (lhr.audits[id]?.details?.items ?? []).slice(0, 8);
  for (const f of js.files.toSorted((a, b) => b.kb - a.kb)) {
    console.log(`  ${f.kb.toFixed(1).padStart(6)} KB ${f.name}${f.map ? ' (map)' : ''}`);
  }
  console.log(
    JSON.stringify(
      {
        issues: lhr.audits['inspector-issues']?.details?.items,
        console: lhr.audits['errors-in-console']?.details?.items,
        longTasks: pick('long-tasks'),
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

const rows = [];
let photoComparison = null;
const loadBefore = loadavg()[0];
let chrome;
const site = await startBuiltSite(PORT, { showLog: Boolean(process.env.BENCH_WEB_DEBUG) });
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // BENCH_WEB_ONLY=/attractions/ measures one page (while working on it); WEB.md is then left alone.
  const only = process.env.BENCH_WEB_ONLY;
  const pages = await benchPages(site.base);
  const measured = pages.filter((p) => !only || (p.label ?? p.path) === only);
  for (const { path: page, label, seo, mapAllowed } of measured) {
    // Warm the server's caches once, as a visitor after the first would find them.
    await fetch(site.base + page);
    for (const width of widths) {
      const runs = await medianRuns(site.base + page, chrome.port, { width });
      const lhr = runs.median;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const js = await scriptWeight(lhr, site.base);
      const ceilingRuns = await medianRuns(site.base + page, chrome.port, {
        width,
        blockedUrlPatterns: NO_SCRIPTS,
      });
      const row = {
        page: label ?? page,
        width,
        seoTarget: seo,
        performanceRange: runs.range,
        mapAllowed,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsKb: js.kb,
        jsFiles: js.files.length,
        mapKb: js.mapKb,
        mapFiles: js.mapFiles,
        ceiling: {
          performance: Math.round((ceilingRuns.median.categories.performance?.score ?? 0) * 100),
          lcp: ceilingRuns.median.audits['largest-contentful-paint'].numericValue / 1000,
        },
        biggest: js.files
          .filter((f) => !f.map)
          .toSorted((a, b) => b.kb - a.kb)
          .slice(0, 8)
          .map((f) => `${f.name.replace(/-[\w-]{8}\.js$/, '')} ${f.kb.toFixed(1)}`),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
        issues: (lhr.audits['inspector-issues']?.details?.items ?? []).map(
          (item) =>
            `${item.issueType}${item.subItems?.items?.[0]?.url ? ` (${item.subItems.items[0].url})` : ''}`,
        ),
      };
      rows.push(row);
      if (process.env.BENCH_WEB_DEBUG) debugReport(lhr, js);
      console.log(
        `${page} (${width}): performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; ` +
          `LCP ${row.lcp.toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}; ` +
          `JS ${row.jsKb.toFixed(1)} KB gzip in ${row.jsFiles} files; map code ${row.mapFiles.length > 0 ? `loaded (${row.mapFiles.join(', ')})` : 'not loaded'}; ` +
          `without scripts: performance ${row.ceiling.performance}, LCP ${row.ceiling.lcp.toFixed(2)} s`,
      );
      if (row.failing.length > 0) console.log(`  audits not passed: ${row.failing.join(', ')}`);
      if (row.issues.length > 0) console.log(`  inspector issues: ${row.issues.join('; ')}`);
    }
  }
  if (!only || only === 'photo') {
    const page = pages.find((p) => p.label === '/attraction/{id}');
    photoComparison = await comparePhotoPage({
      base: site.base,
      path: page.path,
      id: Number(page.path.split('/').pop()),
      audit: (url) => audit(url, chrome.port),
      runs: RUNS,
    });
    console.log(photoReport(photoComparison, RUNS));
  }
} finally {
  await chrome?.kill();
  await site.stop();
}

if (photoComparison) {
  const report = `# Web benchmark: an attraction page with a photo (Lighthouse)

Generated by \`npm run bench:web\`${process.env.BENCH_WEB_ONLY ? ' (BENCH_WEB_ONLY=photo)' : ''} on ${new Date().toISOString().slice(0, 10)}: production build, served by the real server on a fresh
seeded embedded database, Lighthouse ${lighthouseVersion()} with its default mobile preset (simulated slow 4G, 4× CPU
slowdown) in Debian's Chromium, on the page of ${ATTRACTION_NAME} (bench/web/photo-comparison.mjs).

Machine load (1-minute average) when the run started: ${loadBefore.toFixed(1)}, when it ended: ${loadavg()[0].toFixed(1)}, on ${cpuCount()} cores.
LCP scales with CPU contention: on a busy machine both rows are slower; their difference is the figure.

${photoReport(photoComparison, RUNS)}`;
  writeFileSync('bench/WEB-PHOTO.md', await prettier.format(report, { parser: 'markdown' }));
  console.log('wrote bench/WEB-PHOTO.md');
}

if (process.env.BENCH_WEB_ONLY) process.exit(0);
// Written as Prettier would format it, so the committed file stays stable.
const budgets = targetsFor('/');
const mapBudgets = targetsFor('/attractions/?view=map');
const report = `# Web benchmark (Lighthouse)

Generated by \`npm run bench:web\` on ${new Date().toISOString().slice(0, 10)}: production build, served
by the real server on a fresh seeded embedded database (map tiles from a local tile server,
bench/web/tile-server.mjs, as the machine cannot reach OpenStreetMap's), Lighthouse ${lighthouseVersion()} in
Debian's Chromium, at ${widths.map((w) => (w === 'mobile' ? 'the mobile preset (412 px, simulated slow 4G, 4× CPU slowdown)' : 'the desktop preset (1350 px, simulated fast connection, no CPU slowdown)')).join(' and ')};
each row is the run with the median performance score of ${RUNS}${RUNS > 1 ? ' (the lowest and highest in brackets)' : ''}.
"First-view JS" is the gzip -9 size of every script the page loaded before Lighthouse finished,
at network idle (lazy chunks included only if the page asked for them). The last column is the
same page measured with every script blocked, in the same run and the same way: our score and LCP
over that ceiling's. ✗ marks a missed budget.

Machine load (1-minute average) when the run started: ${loadBefore.toFixed(1)}, when it ended: ${loadavg()[0].toFixed(1)}, on ${cpuCount()} cores.
Lighthouse's performance score, LCP and TBT scale with CPU contention: on a busy machine they
understate the site; compare runs made on an idle machine. The JavaScript sizes do not vary.

Budgets (issue 34): performance ≥ ${budgets.performance} (the map view ≥ ${mapBudgets.performance}), accessibility ${budgets.accessibility},
best practices ${budgets['best-practices']}, SEO 100, LCP ≤ ${budgets.lcpS} s, TBT ≤ ${budgets.tbtMs} ms (the map view
≤ ${mapBudgets.tbtMs} ms), CLS ≤ ${budgets.cls}, first-view JavaScript ≤ ${budgets.jsKb} KB gzip (without the map's code,
which the attraction page loads lazily once its section nears the screen and the list's map view
loads as its content), and the map's code (the map chunks, Leaflet and its CSS) loaded on the
attraction page (${ATTRACTION_NAME}) and the map view only.

${resultsTable(rows)}

${resultNotes(rows)}
`;
writeFileSync('bench/WEB.md', await prettier.format(report, { parser: 'markdown' }));
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
