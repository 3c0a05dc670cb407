// Renders pages on a worker thread (decision 097): a React render is one synchronous stretch of
// CPU (0.1–0.5 s for a list page on a loaded 2-core machine, seconds for the sitemap), which on the
// main thread would hold every other request back and trip the event-loop load shedding. The
// worker loads the web app's server-render bundle; the page's reads go back to the main thread,
// which answers them through the API in-process (app.inject), so the API's validation, caches and
// serialisation stay in one place.
//
// Plain JavaScript on purpose, like the database worker: a worker is started by path, outside the
// TypeScript loader that tests and `tsx` provide, so the same file works from `src/` and `dist/`.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ entryUrl: string, warmUp?: object }} */
const { entryUrl, warmUp } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** @type {Map<number, (answer: { status: number, body: string }) => void>} */
const pendingReads = new Map();
let nextReadId = 1;

/** While the worker warms up, its reads are refused here: the main thread may not be ready. */
let warming = false;

/** @param {string} url */
function readApi(url) {
  if (warming) return Promise.resolve({ status: 503, body: '{}' });
  const id = nextReadId++;
  return new Promise((resolve) => {
    pendingReads.set(id, resolve);
    port.postMessage({ type: 'read', id, url });
  });
}

const bundle = await import(entryUrl);
const render = bundle.createRenderer(readApi);
// The pages' own modules load now, and one page is rendered, thrown away: a first render runs
// React's and the styles' code cold, about three times as long as later ones, and no visitor
// should wait for it. Messages wait meanwhile (a port holds them until its listener is added);
// a module that fails to load fails its renders, as it would have.
warming = true;
await bundle.warm?.().catch(() => undefined);
if (warmUp) await render(warmUp).catch(() => undefined);
warming = false;

/** The renders in progress, each with what aborts it (decision 180). */
/** @type {Map<number, AbortController>} */
const renders = new Map();

port.on('message', (message) => {
  if (message.type === 'read-answer') {
    const resolve = pendingReads.get(message.id);
    pendingReads.delete(message.id);
    resolve?.({ status: message.status, body: message.body });
    return;
  }
  if (message.type === 'abort') {
    renders.get(message.id)?.abort(new Error('The render took too long and was abandoned.'));
    return;
  }
  if (message.type === 'render') {
    // The render stops itself at its limit too (prerender's signal): a render waiting on reads
    // gives up here, without waiting for the main thread's word.
    const controller = new AbortController();
    let overTime = false;
    const timer = setTimeout(() => {
      overTime = true;
      controller.abort(new Error(`The render took over ${message.timeoutMs} ms.`));
    }, message.timeoutMs);
    renders.set(message.id, controller);
    render(message.request, controller.signal)
      .then(
        (page) => port.postMessage({ type: 'rendered', id: message.id, page }),
        (error) =>
          port.postMessage({
            type: 'render-failed',
            id: message.id,
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
            overTime,
          }),
      )
      .finally(() => {
        clearTimeout(timer);
        renders.delete(message.id);
      });
  }
});
