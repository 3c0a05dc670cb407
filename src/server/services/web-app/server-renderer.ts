// Finds the web app's server-render bundle and hands its renders to worker threads (decision
// 097). The server never imports the web app's sources: `npm run build` writes the bundle to
// dist/web-ssr beside dist/web, and the workers load it by path, as the page handler reads
// index.html. Without a bundle (the API tests' stand-in web root), pages are served as the
// client-rendered shell, as before.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { ServerRenderedPage, ServerRenderRequest } from '../../../contract/server-render.js';
import { RenderPool } from './render-pool.js';

export type PageRenderer = (request: ServerRenderRequest) => Promise<ServerRenderedPage>;

/** Where the bundle lives for a web root: its sibling folder web-ssr. */
export function serverRenderRoot(webRoot: string): string {
  return path.join(path.dirname(webRoot), 'web-ssr');
}

/** One worker per core, at most four: renders are CPU, and the main thread needs a share too. */
function poolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** The page renderer, reading through `app`'s own routes in-process, or null without a bundle. */
export function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
  config: Pick<Config, 'SSR_RENDER_TIMEOUT_MS' | 'SSR_MAX_RENDERS_IN_FLIGHT'>,
  siteConfig: unknown,
): PageRenderer | null {
  const entry = path.join(serverRenderRoot(webRoot), 'entry-server.js');
  if (!existsSync(entry)) return null;
  const pool = new RenderPool({
    entryUrl: pathToFileURL(entry).href,
    size: poolSize(),
    timeoutMs: config.SSR_RENDER_TIMEOUT_MS,
    maxInFlight: config.SSR_MAX_RENDERS_IN_FLIGHT,
    log: app.log,
    // Each worker renders the home page once as it starts (its reads answered 503 inside the
    // worker): a first render is three times a warm one, and no visitor should pay it.
    warmUp: { url: '/', cookieHeader: undefined, nonce: 'warm-up', siteConfig },
    readApi: async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return { status: response.statusCode, body: response.body };
    },
  });
  app.addHook('onClose', () => pool.close());
  return (request) => pool.render(request);
}
