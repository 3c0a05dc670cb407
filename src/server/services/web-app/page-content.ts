// What a page answer holds: its metadata (status, title) and its server render. A page whose data
// could not be read (a database outage) is the 503 page, whichever step found out: the metadata's
// own reads (an attraction, a category) or the render's reads (a search list) (decision 123).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { isDatabaseUnavailable } from '../../http/database-outage.js';
import { isServerRenderedPath } from '../../../contract/page-routes.js';
import { isHeldPath, PAGE_NAMES } from '../../../contract/page-titles.js';
import type { ServerRenderedPage } from '../../../contract/server-render.js';
import { holding, resolvePageMeta, unavailable, type PageMeta } from './page-meta.js';
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

/** Runs `read`; an outage answers `onOutage` instead, anything else is thrown on. */
async function unlessOutage<T>(read: () => Promise<T>, onOutage: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return onOutage;
    throw error;
  }
}

export async function pageContent(
  app: FastifyInstance,
  request: FastifyRequest,
  options: { config: Config; renderApp: PageRenderer | null; siteConfig: unknown; nonce: string },
): Promise<PageContent> {
  const { config, renderApp } = options;
  const url = request.url.split('?')[0] ?? '/';
  const down = unavailable(config.PRODUCT_NAME);
  const outage = {
    meta: down,
    rendered: null,
    isOwnPage: false,
    renderRefused: false,
  };
  const renderDue = renderApp !== null && request.method === 'GET' && isServerRenderedPath(url);
  // The metadata's reads and the render's start together: an attraction page reads its attraction
  // in both, and one after the other they made two round trips of the page's time.
  const [meta, rendered] = await Promise.all([
    config.FEATURE_HOLDING_PAGE && isHeldPath(url)
      ? holding(config.PRODUCT_NAME)
      : unlessOutage(
          () =>
            resolvePageMeta(url, {
              db: app.database.db,
              productName: config.PRODUCT_NAME,
              publicUrl: config.PUBLIC_URL,
            }),
          down,
        ),
    renderDue
      ? renderApp({
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
      : null,
  ]);
  if (meta.status === 503) return outage;
  // A page that is not what its path names (404, holding) needs none of that page's code.
  const isOwnPage = meta.status === 200 && meta.page !== PAGE_NAMES.holding;
  if (rendered?.unavailable) return outage;
  // A server-rendered page carries its answers in its query cache (decision 097); the shell that
  // stands in for a refused render asks the API from the browser, as an editing page does.
  return { meta, rendered, isOwnPage, renderRefused: renderDue && !rendered };
}
