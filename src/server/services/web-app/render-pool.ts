// A few render workers (render-worker.mjs) and the messages between them and the main thread
// (decision 097). A page goes to the worker with the fewest renders in progress; the worker's
// reads are answered here, through `readApi`. A worker that dies is replaced, and its pages fail
// (their visitors get the client-rendered shell); a render that outlasts RENDER_TIMEOUT_MS fails
// too, rather than holding its visitor.
import { Worker } from 'node:worker_threads';
import type {
  ApiReader,
  ServerRenderedPage,
  ServerRenderRequest,
} from '../../../contract/server-render.js';

const workerUrl = new URL('./render-worker.mjs', import.meta.url);

/** Longer than any page takes on a loaded machine (the sitemap: a few seconds). */
export const RENDER_TIMEOUT_MS = 20_000;

type FromWorker =
  | { type: 'read'; id: number; url: string }
  | { type: 'rendered'; id: number; page: ServerRenderedPage }
  | { type: 'render-failed'; id: number; message: string };

interface PendingRender {
  resolve: (page: ServerRenderedPage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface RenderWorker {
  worker: Worker;
  inFlight: Map<number, PendingRender>;
}

export class RenderPool {
  private readonly workers: RenderWorker[] = [];
  private nextRenderId = 1;
  private closed = false;

  constructor(
    private readonly entryUrl: string,
    size: number,
    private readonly readApi: ApiReader,
  ) {
    for (let i = 0; i < size; i += 1) this.workers.push(this.start());
  }

  render(request: ServerRenderRequest): Promise<ServerRenderedPage> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed.'));
    const target = this.workers.reduce((least, candidate) =>
      candidate.inFlight.size < least.inFlight.size ? candidate : least,
    );
    const id = this.nextRenderId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        target.inFlight.delete(id);
        reject(new Error(`The page took over ${RENDER_TIMEOUT_MS} ms to render.`));
      }, RENDER_TIMEOUT_MS);
      target.inFlight.set(id, { resolve, reject, timer });
      target.worker.postMessage({ type: 'render', id, request });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }

  private start(): RenderWorker {
    const worker = new Worker(workerUrl, { workerData: { entryUrl: this.entryUrl } });
    // The server's shutdown closes the pool; an idle worker must not keep the process alive.
    worker.unref();
    const entry: RenderWorker = { worker, inFlight: new Map() };
    worker.on('message', (message: FromWorker) => this.onMessage(entry, message));
    worker.on('error', (error) => this.failAll(entry, error));
    worker.on('exit', () => {
      this.failAll(entry, new Error('The render worker stopped.'));
      if (this.closed) return;
      const index = this.workers.indexOf(entry);
      if (index !== -1) this.workers[index] = this.start();
    });
    return entry;
  }

  private onMessage(entry: RenderWorker, message: FromWorker): void {
    if (message.type === 'read') {
      void this.readApi(message.url).then(
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
    entry.inFlight.delete(message.id);
    clearTimeout(pending.timer);
    if (message.type === 'rendered') pending.resolve(message.page);
    else pending.reject(new Error(message.message));
  }

  private failAll(entry: RenderWorker, error: Error): void {
    for (const pending of entry.inFlight.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    entry.inFlight.clear();
  }
}
