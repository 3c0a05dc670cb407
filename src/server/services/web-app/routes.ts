// Serves the built React app: hashed assets with immutable caching, and for every page route
// its HTML (page-body.ts), kept between visitors who would see the same page (page-cache.ts), with
// this response's nonce and compression.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { newCspNonce } from '../../http/csp-nonce.js';
import { pagePolicyWithNonce } from '../../http/security-headers.js';
import {
  acceptsEncoding,
  chooseEncoding,
  compressBytesOffLoop,
  COMPRESS_FROM_BYTES,
} from '../../http/compression.js';
import { isApiPath } from '../../../contract/api-paths.js';
import {
  isAdminAreaPath,
  isShareablePagePath,
  matchPagePath,
} from '../../../contract/page-routes.js';
import { RETRY_AFTER_SECONDS } from '../../http/database-outage.js';
import { cookieChoiceRoute } from './cookie-choice-route.js';
import { createPageBody } from './page-body.js';
import { createPageCache, ownResponse } from './page-cache.js';
import { createPageAssets } from './page-preloads.js';
import { loadPageRenderer } from './server-renderer.js';
import { escapeHtml, publicSiteConfig, scriptSafeJson } from './site-config.js';
import { sitemapRoutes } from './sitemap-routes.js';
import { webManifestRoute } from './web-manifest.js';

export const webAppRoutes: FastifyPluginAsync<{ webRoot: string; config: Config }> = async (
  app,
  { webRoot, config },
) => {
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built (${indexPath} is missing). Run: npm run build`);
  }
  const siteConfig = publicSiteConfig(config);
  const siteConfigScript = `<script id="site-config" type="application/json">${scriptSafeJson(siteConfig)}</script>`;
  const indexHtml = readFileSync(indexPath, 'utf8')
    .replaceAll('%PRODUCT_NAME%', escapeHtml(config.PRODUCT_NAME))
    .replace('</head>', `    ${siteConfigScript}\n  </head>`);

  const pagePolicy = pagePolicyWithNonce(config);
  const assetsFor = createPageAssets(webRoot);
  const renderApp = loadPageRenderer(app, webRoot, config, siteConfig);
  const pageCache = createPageCache({ personalisationByDefault: config.FEATURE_PERSONALISATION });
  pageCache.store.setEnabled(config.SSR_PAGE_CACHE);
  app.catalogueEvents.onCatalogueChanged(() => pageCache.store.clear());

  const pageBody = createPageBody({
    config,
    renderApp,
    siteConfig,
    template: indexHtml,
    assetsFor,
  });

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/: safe to cache forever.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  await app.register(sitemapRoutes, { config });
  await app.register(webManifestRoute, { productName: config.PRODUCT_NAME });
  await app.register(cookieChoiceRoute, {
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A page route wins over a file lookup: '/search/St. Ives' is a page whose last part has a
    // dot, not a missing file (decision 123). Paths that name no page and look like a file do get
    // the JSON 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      (!path.extname(url) || isAdminAreaPath(url) || matchPagePath(url) !== null);
    if (!isPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing is served at ${request.method} ${url}.`,
      });
    }
    const nonce = newCspNonce();
    const render = (pageNonce: string) => pageBody(request, url, pageNonce);
    // A HEAD is answered without a render (the shell): it must not fill the cache for a GET.
    const page =
      request.method === 'GET' && isShareablePagePath(url)
        ? await pageCache.page(
            { url: request.url, cookieHeader: request.headers.cookie },
            nonce,
            render,
          )
        : ownResponse(await render(nonce));
    if (page.status === 503) {
      // The database is down: one self-contained page that says so and tries again by itself
      // after Retry-After (the outage page of decision 123), whatever part of the page failed to load.
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html());
    }
    reply
      .status(page.status)
      .header('content-security-policy', pagePolicy(nonce))
      // The page is rendered for this visitor (their location, preferences and cookie notice,
      // from their cookies) with a nonce of its own: no shared cache may keep it (decision 184
      // says what a CDN could).
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    const acceptEncoding = request.headers['accept-encoding'];
    // A kept page's gzip body is spliced, not compressed (decision 184): the fast path.
    const spliced = acceptsEncoding(acceptEncoding, 'gzip') ? page.gzip() : null;
    if (spliced) {
      // Only once every byte is handed to the socket may the body be written for another
      // response; a response cut short never gives its body back.
      reply.raw.once('finish', spliced.release);
      return reply.header('content-encoding', 'gzip').send(spliced.body);
    }
    const body = Buffer.from(page.html());
    const encoding =
      body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(acceptEncoding) : undefined;
    if (!encoding) return reply.send(body);
    return reply
      .header('content-encoding', encoding)
      .send(await compressBytesOffLoop(body, encoding));
  });
};
