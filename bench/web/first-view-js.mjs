// node bench/web/first-view-js.mjs [--no-build] — the JavaScript each page of bench:web loads in
// its first view, without Lighthouse: the built site on a fresh seeded database, each page opened
// in Chromium at Lighthouse's mobile size (412 × 823) until the network has been quiet for a
// while, and every script from the site weighed at gzip -9. The map's code (Leaflet, the map
// chunks) is shown apart, as bench:web judges first-view JS without it. A quick check while
// trimming the bundles: seconds, not the minutes of a Lighthouse run, and it does not vary with
// the machine's load. FIRST_VIEW_FILES=1 lists each page's scripts.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { benchPages, gzipKb, holdsMapCode, startBuiltSite } from './site.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3289);
const BUDGET_KB = 130;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const site = await startBuiltSite(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const { path, label } of await benchPages(site.base)) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(site.base)) {
        scripts.push(response);
      }
    });
    await page.goto(site.base + path, { waitUntil: 'networkidle' });
    // What the page fetches once it has painted (after-first-paint work, idle callbacks).
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const response of scripts) {
      const body = await response.body();
      const url = response.url();
      files.push({
        name: url.slice(url.lastIndexOf('/') + 1),
        kb: gzipKb(body),
        map: holdsMapCode(url, body.toString('utf8'), 'script'),
      });
    }
    await context.close();
    const kb = files.filter((f) => !f.map).reduce((sum, f) => sum + f.kb, 0);
    const mapKb = files.filter((f) => f.map).reduce((sum, f) => sum + f.kb, 0);
    console.log(
      `${(label ?? path).padEnd(32)} ${kb.toFixed(1).padStart(6)} KB${kb > BUDGET_KB ? ' ✗' : '  '}` +
        ` in ${files.filter((f) => !f.map).length} files` +
        (mapKb > 0 ? ` (+ map code ${mapKb.toFixed(1)} KB)` : ''),
    );
    if (process.env.FIRST_VIEW_FILES) {
      for (const f of files.toSorted((a, b) => b.kb - a.kb)) {
        console.log(`    ${f.kb.toFixed(1).padStart(6)} KB ${f.name}${f.map ? ' (map)' : ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
