// node bench/web/main-thread-ab.mjs <path> <width> <loads> <port> [<port> ...]
//
// Main-thread work while a page loads and hydrates, for two or more builds served side by side
// (e.g. `PORT=3501 node tests/e2e/support/start-e2e-server.mjs` in a worktree of the older
// commit, and the same on 3502 here). Lighthouse's simulated 4G spreads a page's score by up to
// 15 points between runs on a 2-core machine; this reads what the change is about directly:
// Chromium at 4x CPU slowdown, the loads alternating between the builds, each load's CDP
// Performance metrics (script and task time) and a long-task observer (their time over 50 ms,
// as TBT counts it). Prints the median of each and every load's figure (decision 195).
import { chromium } from 'playwright-core';

const [path = '/attractions/', width = '390', loads = '8', ...ports] = process.argv.slice(2);
if (ports.length === 0)
  throw new Error('usage: main-thread-ab.mjs <path> <width> <loads> <port>...');

const LONG_TASKS = `window.__blocking = 0; window.__long = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__blocking += Math.max(0, entry.duration - 50);
      window.__long += entry.duration;
    }
  }).observe({ type: 'longtask', buffered: true });`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = Object.fromEntries(ports.map((port) => [port, []]));
for (let load = 0; load < Number(loads); load++) {
  for (const port of ports) {
    const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    // Settled: hydration's last slices and any effect after network idle have run.
    await page.waitForTimeout(1500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name).value * 1000;
    const observed = await page.evaluate(() => ({
      blocking: globalThis.__blocking,
      long: globalThis.__long,
    }));
    results[port].push({
      script: metric('ScriptDuration'),
      tasks: metric('TaskDuration'),
      ...observed,
    });
    await context.close();
  }
}
await browser.close();

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
for (const port of ports) {
  const runs = results[port];
  const figures = ['script', 'tasks', 'blocking', 'long'].map((key) => {
    const values = runs.map((run) => Math.round(run[key]));
    return `${key} ${median(values)} ms [${values.join(', ')}]`;
  });
  console.log(`:${port} ${path} at ${width} px: ${figures.join(' | ')}`);
}
