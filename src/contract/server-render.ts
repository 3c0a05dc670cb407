// The seam between the server and the web app's server-render bundle (decision 097). The server
// never imports the web app: it loads the built bundle (dist/web-ssr/entry-server.js) by path and
// calls it through these types, which both sides import from here.
import type { PageMeta } from './page-meta.js';

/** The id of the element holding the page's TanStack Query cache, dehydrated on the server. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The attribute the root element carries when its content was rendered on the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The root's attribute holding the instant the server rendered at (ms since the epoch): the page
 * is hydrated as of that instant, so its times of day match the markup (web providers/render-clock.ts).
 */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** A GET answered in-process by the API (status and JSON text), as the page's reads need it. */
export type ApiReader = (url: string) => Promise<{ status: number; body: string }>;

export interface ServerRenderRequest {
  /** The page's path and query string. */
  url: string;
  /** The request's Cookie header: the visitor's location, preferences and notice state. */
  cookieHeader: string | undefined;
  /** The response's CSP nonce, carried by the page's style element. */
  nonce: string;
  /** The public site configuration the browser gets in the page (site-config.ts). */
  siteConfig: unknown;
}

export interface ServerRenderedPage {
  /** The app's markup, for inside the root element. */
  html: string;
  /** The page's title as the page names it ('{product} - {page}'), when it named one. */
  title: string | null;
  /** Its status, title, description, canonical link and JSON-LD, as it rendered (decision 188). */
  meta: PageMeta;
  /** One style element with the page's CSS (emotion), carrying the nonce. */
  styles: string;
  /** The query cache as JSON text, for the QUERY_STATE_ELEMENT_ID data script. */
  queryState: string;
  /** The instant the page was rendered as of (ms since the epoch), for RENDERED_AT_ATTRIBUTE. */
  renderedAt: number;
  /**
   * A read the page needs answered 5xx (a database outage): the page is not what it would be,
   * so the server answers 503 with Retry-After instead (decision 123).
   */
  unavailable?: boolean;
}

export interface ServerRenderBundle {
  /** The renderer; `signal` aborts a render past its time limit (decision 180). */
  createRenderer(
    readApi: ApiReader,
  ): (request: ServerRenderRequest, signal?: AbortSignal) => Promise<ServerRenderedPage>;
}
