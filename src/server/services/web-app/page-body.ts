// A page's answer as sent, before compression: its status and whole HTML, built from the page's
// content (metadata and render) into the built index.html, or the outage page. The
// page cache (page-cache.ts) keeps what this makes; routes.ts sends it.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { RETRY_AFTER_SECONDS } from '../../http/database-outage.js';
import { outagePageHtml } from '../../http/outage-page.js';
import { pageContent } from './page-content.js';
import type { PageAssets } from './page-preloads.js';
import { renderPage } from './render-page.js';
import type { PageRenderer } from './server-renderer.js';

/** A page answer as sent, before its nonce is put in (decision 184). */
export interface PageBody {
  status: number;
  html: string;
  /** False for what must not serve another visitor: the shell a busy render pool gave instead. */
  shareable: boolean;
}

export interface PageBodyOptions {
  config: Config;
  renderApp: PageRenderer | null;
  siteConfig: unknown;
  /** index.html as built, with the site-config script in its head. */
  template: string;
  /** The page's own chunks and styles (page-preloads.ts). */
  assetsFor: (path: string) => PageAssets;
}

/** The page at `url` (the request's path) for this request, carrying `nonce`. */
export function createPageBody(options: PageBodyOptions) {
  const { config, renderApp, siteConfig, template, assetsFor } = options;
  return async (request: FastifyRequest, url: string, nonce: string): Promise<PageBody> => {
    const { meta, rendered, isOwnPage, renderRefused } = await pageContent(request, {
      config,
      renderApp,
      siteConfig,
      nonce,
    });
    if (meta.status === 503) {
      return {
        status: 503,
        html: outagePageHtml(config.PRODUCT_NAME, RETRY_AFTER_SECONDS),
        shareable: false,
      };
    }
    // A path no page matches renders the not-found page: its chunk is the one to fetch.
    const assets = isOwnPage || meta.status === 404 ? assetsFor(url) : null;
    const html = renderPage(meta, {
      productName: config.PRODUCT_NAME,
      publicUrl: config.PUBLIC_URL,
      template,
      preloads: assets?.preloads ?? [],
      pageStyles: assets?.styles,
      nonce,
      rendered,
    });
    return { status: meta.status, html, shareable: !renderRefused };
  };
}
