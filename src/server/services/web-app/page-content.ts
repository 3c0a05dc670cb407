// What a page answer holds: its metadata (status, title) and its server render. The render says
// what the page is (decision 188): its status, its title and description, from the page's own
// components and their reads. A page with no render (an editing page, a refused render, no
// bundle) gets its entry in the page table. A page whose reads failed with a database outage is
// the 503 page (decision 123).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { isServerRenderedPath } from '../../../contract/page-routes.js';
import { isHeldPath } from '../../../contract/page-titles.js';
import {
  holdingMeta,
  tablePageMeta,
  unavailableMeta,
  type PageMeta,
} from '../../../contract/page-meta.js';
import type { ServerRenderedPage } from '../../../contract/server-render.js';
import { RenderPoolBusy } from './render-pool.js';
import type { PageRenderer } from './server-renderer.js';

export interface PageContent {
  meta: PageMeta;
  rendered: ServerRenderedPage | null;
  /** The page is what its path names (not a 404, the holding page or the 503 page). */
  isOwnPage: boolean;
  /** A render was due but none came (a full pool, a failure): the shell stands in this once. */
  renderRefused: boolean;
}

export async function pageContent(
  request: FastifyRequest,
  options: { config: Config; renderApp: PageRenderer | null; siteConfig: unknown; nonce: string },
): Promise<PageContent> {
  const { config, renderApp } = options;
  const product = config.PRODUCT_NAME;
  const url = request.url.split('?')[0] ?? '/';
  const renderDue = renderApp !== null && request.method === 'GET' && isServerRenderedPath(url);
  const rendered = renderDue
    ? await renderApp({
        url: request.url,
        cookieHeader: request.headers.cookie,
        nonce: options.nonce,
        siteConfig: options.siteConfig,
      }).catch((error: unknown) => {
        // The client-rendered shell still works: serve it rather than an error page. A full
        // pool is load, not a fault (decision 180).
        if (error instanceof RenderPoolBusy) request.log.warn({ url }, error.message);
        else request.log.error({ err: error, url }, 'server render failed');
        return null;
      })
    : null;
  // A read that failed on the server's side (503 in an outage) leaves the page wrong, e.g.
  // 'No Daytrips Found': the 503 page stands in for it.
  if (rendered?.unavailable) {
    return {
      meta: unavailableMeta(product),
      rendered: null,
      isOwnPage: false,
      renderRefused: false,
    };
  }
  const held = config.FEATURE_HOLDING_PAGE && isHeldPath(url);
  const meta = held ? holdingMeta(product) : (rendered?.meta ?? tablePageMeta(url, product));
  // A page that is not what its path names (404, holding) needs none of that page's code.
  const isOwnPage = meta.status === 200 && !held;
  // A server-rendered page carries its answers in its query cache (decision 097); the shell that
  // stands in for a refused render asks the API from the browser, as an editing page does.
  return { meta, rendered, isOwnPage, renderRefused: renderDue && !rendered };
}
