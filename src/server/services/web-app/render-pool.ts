// A few render workers (render-worker.mjs) and the messages between them and the main thread
// (decisions 097 and 180). The pool cannot be wedged:
// - a render past its time limit fails (its visitor gets the browser-rendered shell), is aborted
//   in its worker (prerender's signal), and the worker is replaced: a new one takes its slot at
//   once, and the old one is stopped when its renders end, or after one more time limit;
// - a page goes to the least-loaded worker that is neither replaced nor full;
// - renders in flight are capped: past the cap a render fails at once with RenderPoolBusy;
// - a worker that dies is restarted after a backoff that doubles while workers keep dying
//   (a bundle that throws on load), with a log line each time.
// The workers' reads are answered here, through `readApi`.
import { Worker } from 'node:worker_threads';
import type {
  ApiReader,
  ServerRenderedPage,
  ServerRenderRequest,
} from '../../../contract/server-render.js';

const workerUrl = new URL('./render-worker.mjs', import.meta.url);

/** What the pool logs: a worker stopped or replaced, with the reason. */
export interface RenderPoolLog {
  warn(details: object, message: string): void;
}

export interface RenderPoolOptions {
  /** The server-render bundle's file URL. */
  entryUrl: string;
  /** How many workers. */
  size: number;
  readApi: ApiReader;
  /** A render that takes longer fails, and its worker is replaced. */
  timeoutMs: number;
  /** Renders in flight across the pool; past it a render fails at once (RenderPoolBusy). */
  maxInFlight: number;
  log: RenderPoolLog;
  /** A page each worker renders as it starts, before any visitor's, with its reads refused. */
  warmUp?: ServerRenderRequest;
  /** The first restart's delay after a worker dies; it doubles per death, up to restartMaxMs. */
  restartMinMs?: number;
  restartMaxMs?: number;
}

/** The pool has no worker free for another render: the caller serves the page without one. */
export class RenderPoolBusy extends Error {
  override readonly name = 'RenderPoolBusy';
}

type FromWorker =
  | { type: 'read'; id: number; url: string }
  | { type: 'rendered'; id: number; page: ServerRenderedPage }
  | { type: 'render-failed'; id: number; message: string; overTime?: boolean };

interface PendingRender {
  resolve: (page: ServerRenderedPage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface RenderWorker {
  worker: Worker;
  /** Renders this worker holds, including timed-out ones it has not given up yet. */
  inFlight: Map<number, PendingRender>;
  /** Replaced after a timed-out render: it takes no new render and stops once drained. */
  retired: boolean;
}

export class RenderPool {
  /** One slot per worker; null while a dead worker's restart waits out its backoff. */
  private readonly slots: (RenderWorker | null)[];
  private readonly perWorker: number;
  private readonly restartMinMs: number;
  private readonly restartMaxMs: number;
  private nextRenderId = 1;
  private inFlight = 0;
  /** Deaths since the last render that succeeded: the restart backoff's exponent. */
  private deaths = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {
    this.perWorker = Math.max(1, Math.ceil(options.maxInFlight / options.size));
    this.restartMinMs = options.restartMinMs ?? 250;
    this.restartMaxMs = options.restartMaxMs ?? 30_000;
    this.slots = Array.from({ length: options.size }, () => this.start());
  }

  render(request: ServerRenderRequest): Promise<ServerRenderedPage> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed.'));
    const target = this.pick();
    if (!target) {
      return Promise.reject(
        new RenderPoolBusy(
          `No render worker is free (${this.inFlight} renders in flight, at most ${this.options.maxInFlight}).`,
        ),
      );
    }
    const id = this.nextRenderId++;
    this.inFlight += 1;
    return new Promise<ServerRenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => this.timedOut(target, id), this.options.timeoutMs);
      target.inFlight.set(id, { resolve, reject, timer });
      target.worker.postMessage({ type: 'render', id, request, timeoutMs: this.options.timeoutMs });
    }).finally(() => {
      this.inFlight -= 1;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    const workers = this.slots.filter((slot): slot is RenderWorker => slot !== null);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  /** The least-loaded worker with room, or none: skips replaced, restarting and full workers. */
  private pick(): RenderWorker | null {
    if (this.inFlight >= this.options.maxInFlight) return null;
    let best: RenderWorker | null = null;
    for (const slot of this.slots) {
      if (!slot || slot.retired || slot.inFlight.size >= this.perWorker) continue;
      if (!best || slot.inFlight.size < best.inFlight.size) best = slot;
    }
    return best;
  }

  private start(): RenderWorker {
    const worker = new Worker(workerUrl, {
      workerData: { entryUrl: this.options.entryUrl, warmUp: this.options.warmUp },
    });
    // The server's shutdown closes the pool; an idle worker must not keep the process alive.
    worker.unref();
    const entry: RenderWorker = { worker, inFlight: new Map(), retired: false };
    worker.on('message', (message: FromWorker) => this.onMessage(entry, message));
    worker.on('error', (error) => this.failAll(entry, error));
    worker.on('exit', (code) => this.onExit(entry, code));
    return entry;
  }

  /** A render over its limit: its visitor is answered without it, and the worker is replaced. */
  private timedOut(entry: RenderWorker, id: number): void {
    const pending = entry.inFlight.get(id);
    if (!pending) return;
    pending.reject(new Error(`The page took over ${this.options.timeoutMs} ms to render.`));
    // Kept until the worker gives the render up, so the old worker stops once it is drained.
    entry.inFlight.set(id, { ...pending, resolve: () => {}, reject: () => {} });
    entry.worker.postMessage({ type: 'abort', id });
    if (entry.retired) return;
    entry.retired = true;
    const index = this.slots.indexOf(entry);
    if (index !== -1 && !this.closed) this.slots[index] = this.start();
    this.options.log.warn(
      { renderTimeoutMs: this.options.timeoutMs, threadId: entry.worker.threadId },
      'render timed out: worker replaced',
    );
    // A render stuck in a loop never gives up: the worker is stopped after one more limit.
    this.later(this.options.timeoutMs, () => void entry.worker.terminate());
  }

  private onExit(entry: RenderWorker, code: number): void {
    this.failAll(entry, new Error('The render worker stopped.'));
    const index = this.slots.indexOf(entry);
    if (this.closed || entry.retired || index === -1) return;
    this.slots[index] = null;
    const delay = Math.min(this.restartMaxMs, this.restartMinMs * 2 ** this.deaths);
    this.deaths += 1;
    this.options.log.warn(
      { exitCode: code, restartInMs: delay },
      `render worker stopped: restarting in ${delay} ms`,
    );
    this.later(delay, () => {
      if (!this.closed) this.slots[index] = this.start();
    });
  }

  private onMessage(entry: RenderWorker, message: FromWorker): void {
    if (message.type === 'read') {
      void this.options.readApi(message.url).then(
        (answer) => entry.worker.postMessage({ type: 'read-answer', id: message.id, ...answer }),
        (error: unknown) =>
          entry.worker.postMessage({
            type: 'read-answer',
            id: message.id,
            status: 500,
            body: JSON.stringify({ message: String(error) }),
          }),
      );
      return;
    }
    const pending = entry.inFlight.get(message.id);
    if (!pending) return;
    // The worker's own limit can fire before ours (a busy main thread runs timers late): the
    // visitor's answer and the worker's replacement are the same whichever timer wins.
    if (message.type === 'render-failed' && message.overTime) this.timedOut(entry, message.id);
    entry.inFlight.delete(message.id);
    clearTimeout(pending.timer);
    if (message.type === 'rendered') {
      this.deaths = 0;
      pending.resolve(message.page);
    } else {
      pending.reject(new Error(message.message));
    }
    if (entry.retired && entry.inFlight.size === 0) void entry.worker.terminate();
  }

  private failAll(entry: RenderWorker, error: Error): void {
    for (const pending of entry.inFlight.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    entry.inFlight.clear();
  }

  /** A timer the pool's close clears, that keeps no process alive. */
  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
