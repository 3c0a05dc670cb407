/// <reference lib="dom" />
// Where the results map's first render goes (issue 19): the same site and throttled Chromium as
// map-bench.ts, with a performance trace (timeline events and V8's sampling profiler) recorded
// from the page's start to the first cluster. Prints, for the time between the points answer's
// last byte and the first cluster: the main thread's tasks in order, idle time, script
// evaluation, layout, and CPU samples attributed through source maps to packages and our files.
// Needs a build with source maps (the production build has none; the code is the same):
//   npm run build:server && npx vite build --sourcemap && node scripts/precompress-web.mjs
//   npx tsx bench/map/map-profile.ts [web root, dist/web unless given] [width…]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { openThrottledPage } from './throttled-page.js';
import { log, root, startBenchSite } from './bench-site.js';

const webRoot = path.resolve(root, process.argv[2] ?? 'dist/web');
const widths = process.argv.slice(3).map(Number);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}
interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const PROBE = `(() => {
  new MutationObserver((_m, observer) => {
    if (document.querySelector('.map-cluster')) {
      performance.mark('first-cluster');
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

const consumers = new Map<string, SourceMapConsumer | null>();
/** The original file and line of a frame in one of our built chunks, through its source map. */
function original(frame: CallFrame): { source: string; line: number } | null {
  if (!frame.url?.startsWith('http')) return null;
  const file = path.join(webRoot, new URL(frame.url).pathname);
  if (!consumers.has(file)) {
    const map = `${file}.map`;
    consumers.set(
      file,
      existsSync(map)
        ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const position = consumers.get(file)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (!position?.source) return { source: new URL(frame.url).pathname, line: frame.lineNumber };
  return { source: position.source.replace(/^(\.\.\/)+/, ''), line: position.line };
}

/** A package, or our own file, that a frame belongs to. */
function owner(frame: CallFrame): string {
  const at = original(frame);
  if (!at) return frame.functionName || '(anonymous native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at.source)?.[1];
  if (pkg) return pkg === 'kdbush' ? 'supercluster' : pkg === 'scheduler' ? 'react-dom' : pkg;
  return at.source;
}

/** A readable name for a frame: function, and where it was written. */
function label(frame: CallFrame): string {
  const at = original(frame);
  if (!at) return frame.functionName || '(anonymous)';
  return `${frame.functionName || '(anonymous)'} ${owner(frame)}:${at.line}`;
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

function table(title: string, totals: Map<string, number>, limit = 25) {
  console.log(`\n${title}`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
    if (ms >= 1) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  }
}

function analyse(events: TraceEvent[], windowFrom: number, windowTo: number) {
  const mark = events.find((e) => e.name === 'first-cluster' && e.cat.includes('user_timing'))!;
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === mark.pid &&
      e.args?.name === 'CrRendererMain',
  )!;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const inWindow = (e: TraceEvent) => e.ts + (e.dur ?? 0) > windowFrom && e.ts < windowTo;
  const clipped = (e: TraceEvent) =>
    (Math.min(windowTo, e.ts + (e.dur ?? 0)) - Math.max(windowFrom, e.ts)) / 1000;

  // Top-level tasks in order, and the idle time between them.
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && inWindow(e));
  const busy = tasks.reduce((sum, t) => sum + clipped(t), 0);
  console.log(
    `window ${((windowTo - windowFrom) / 1000).toFixed(0)} ms: main thread busy ${busy.toFixed(0)} ms in ${tasks.length} tasks`,
  );

  const kinds = new Map<string, number>();
  for (const e of onMain.filter((x) => x.ph === 'X' && inWindow(x))) {
    const data = e.args?.data;
    const url = typeof data?.url === 'string' ? path.basename(data.url).slice(0, 40) : '';
    if (
      /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.compile|v8\.compileModule|v8\.evaluateModule|Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|ParseHTML|MajorGC|MinorGC|ParseAuthorStyleSheet|HitTest)$/.test(
        e.name,
      )
    )
      add(kinds, `${e.name}${url ? ` ${url}` : ''}`, clipped(e));
  }
  table('timeline events on the main thread (inclusive, clipped to the window):', kinds);

  // CPU samples of the main thread's profile.
  const profileStart = events.find(
    (e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid,
  );
  const id = profileStart?.id;
  const nodes = new Map<number, ProfileNode>();
  let time = Number(
    (profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0,
  );
  const samples: { ts: number; node: number }[] = [];
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.id === id && e.pid === main.pid,
  )) {
    const data = chunk.args!.data as {
      cpuProfile: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile.samples ?? []).forEach((node, i) => {
      time += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (let i = 0; i < samples.length - 1; i++) {
    const { ts, node } = samples[i]!;
    if (ts < windowFrom || ts >= windowTo) continue;
    const ms = (samples[i + 1]!.ts - ts) / 1000;
    const stack: CallFrame[] = [];
    for (let n = nodes.get(node); n; n = n.parent === undefined ? undefined : nodes.get(n.parent))
      stack.push(n.callFrame);
    add(
      self,
      owner(stack[0] ?? { functionName: '(none)', url: '', lineNumber: 0, columnNumber: 0 }),
      ms,
    );
    for (const key of new Set(stack.filter((f) => f.url).map(label))) add(inclusive, key, ms);
    for (const key of new Set(stack.filter((f) => f.url).map(owner))) add(byOwner, key, ms);
  }
  table('CPU samples, self time by package or our file:', self);
  table('CPU samples, inclusive time by package or our file:', byOwner, 40);
  table('CPU samples, inclusive time by function:', inclusive, 45);

  const short = tasks.filter((t) => (t.dur ?? 0) < 20_000);
  console.log(
    `\nmain-thread tasks of 20 ms or more (start after data, duration); ${short.length} shorter ones take ${short.reduce((sum, t) => sum + clipped(t), 0).toFixed(0)} ms:`,
  );
  for (const t of tasks) {
    if ((t.dur ?? 0) < 20_000) continue;
    const inside = onMain.filter(
      (e) =>
        e.ph === 'X' &&
        e.ts >= t.ts &&
        e.ts < t.ts + t.dur! &&
        e.name !== 'RunTask' &&
        (e.dur ?? 0) > t.dur! * 0.3,
    );
    const names = [...new Set(inside.map((e) => e.name))].slice(0, 6).join(', ');
    console.log(
      `  +${((t.ts - windowFrom) / 1000).toFixed(0).padStart(5)} ms  ${(t.dur! / 1000).toFixed(0).padStart(4)} ms  ${names}`,
    );
  }
}

async function profileOnce(base: string, width: number) {
  const { browser, page } = await openThrottledPage(base, width, PROBE);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'v8.execute',
      'v8',
    ],
  });
  await page.goto(`${base}/attractions/?view=map`);
  await page.locator('.map-cluster').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1000);
  const trace = await browser.stopTracing();
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const points = resources.find((e) => e.name.includes('/attractions/points'))!;
    const mark = performance.getEntriesByName('first-cluster')[0]!;
    return {
      dataAt: points.responseEnd,
      markAt: mark.startTime,
      chunks: resources
        .filter((e) => e.name.endsWith('.js') || e.name.includes('/attraction-service/'))
        .map((e) => ({
          name: e.name.replace(/^.*\//, ''),
          end: e.responseEnd - points.responseEnd,
        })),
    };
  });
  await browser.close();
  if (process.env.MAP_PROFILE_TRACE) writeFileSync(process.env.MAP_PROFILE_TRACE, trace);
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mark = traceEvents.find(
    (e) => e.name === 'first-cluster' && e.cat.includes('user_timing'),
  )!;
  // performance.now() and trace time differ by a constant: the mark is in both.
  const offset = mark.ts - timing.markAt * 1000;
  console.log(
    `\n=== ${width} px: first cluster ${(timing.markAt - timing.dataAt).toFixed(0)} ms after the data`,
  );
  console.log('responses ending around the data (ms relative to the points answer):');
  for (const c of timing.chunks)
    console.log(`  ${c.end.toFixed(0).padStart(6)}  ${c.name.slice(0, 80)}`);
  analyse(traceEvents, offset + timing.dataAt * 1000, mark.ts);
}

const site = await startBenchSite(webRoot);
for (const width of widths.length ? widths : [390, 1280]) await profileOnce(site.base, width);
await site.close();
log('done');
process.exit(0);
