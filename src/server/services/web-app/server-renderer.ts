// Loads the web app's server-render bundle (decision 054). The server never imports the web
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

/** The page renderer, reading through `app`'s own routes in-process, or null without a bundle. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webRoot: string,
): Promise<PageRenderer | null> {
  const entry = path.join(serverRenderRoot(webRoot), 'entry-server.js');
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerRenderBundle;
  return bundle.createRenderer(async (url) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return { status: response.statusCode, body: response.body };
  });
}
