// Loads the web app's server-render bundle (decision 097). The server never imports the web
// app's sources: `npm run build` writes the bundle to dist/web-ssr beside dist/web, and this loads
// it by path, as the page handler reads index.html. Without a bundle (the API tests' stand-in web
// root), pages are served as the client-rendered shell, as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type {
  ServerRenderBundle,
  ServerRenderedPage,
  ServerRenderRequest,
} from '../../../contract/server-render.js';

export type PageRenderer = (request: ServerRenderRequest) => Promise<ServerRenderedPage>;

/** Where the bundle lives for a web root: its sibling folder web-ssr. */
export function serverRenderRoot(webRoot: string): string {
  return path.join(path.dirname(webRoot), 'web-ssr');
}

/**
 * The page renderer, reading through `app`'s own routes in-process, or null without a bundle.
 * The bundle (about a megabyte) loads in the background from start-up, not inside the plugin's
 * start: a busy machine would otherwise overrun Fastify's plugin timeout. A page asked for
 * before it has loaded waits for it.
 */
export function loadPageRenderer(app: FastifyInstance, webRoot: string): PageRenderer | null {
  const entry = path.join(serverRenderRoot(webRoot), 'entry-server.js');
  if (!existsSync(entry)) return null;
  const renderer = import(pathToFileURL(entry).href).then((bundle: ServerRenderBundle) =>
    bundle.createRenderer(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      return { status: response.statusCode, body: response.body };
    }),
  );
  // A bundle that fails to load shows in each render's error (the page falls back to the shell).
  renderer.catch(() => undefined);
  return async (request) => (await renderer)(request);
}
