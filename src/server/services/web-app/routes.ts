// Serves the built React app: hashed assets with immutable caching, and index.html for every
// page route, with that page's title, description and status filled in, so the client-side
// router can take over.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { contentSecurityPolicy } from '../../http/security-headers.js';
import { chooseEncoding, compressBytes, COMPRESS_FROM_BYTES } from '../../http/compression.js';
import { isHeldPath, PAGE_NAMES } from '../../../contract/page-titles.js';
import { holding, resolvePageMeta } from './page-meta.js';
import { pageAnswer } from './page-answer.js';
import { cookieChoiceRoute } from './cookie-choice-route.js';
import { createPagePreloads } from './page-preloads.js';
import { renderPage } from './render-page.js';
import { isServerRenderedPath } from './server-rendered-paths.js';
import { loadPageRenderer } from './server-renderer.js';
import { escapeHtml, publicSiteConfig, scriptSafeJson } from './site-config.js';
import { sitemapRoutes } from './sitemap-routes.js';

const API_PREFIXES = [
  '/attraction-service/',
  '/management-service/',
  '/marketing-service/',
  '/api/',
];

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

  const preloadsFor = createPagePreloads(webRoot);
  const renderApp = loadPageRenderer(app, webRoot);

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
  await app.register(cookieChoiceRoute, {
    secureCookies: config.PUBLIC_URL.startsWith('https:'),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => url.startsWith(prefix)) &&
      !path.extname(url);
    if (!isPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing is served at ${request.method} ${url}.`,
      });
    }
    const meta =
      config.FEATURE_HOLDING_PAGE && isHeldPath(url)
        ? holding(config.PRODUCT_NAME)
        : await resolvePageMeta(url, {
            db: app.database.db,
            productName: config.PRODUCT_NAME,
            publicUrl: config.PUBLIC_URL,
          });
    // A page that is not what its path names (404, holding) needs none of that page's code.
    const isOwnPage = meta.status === 200 && meta.page !== PAGE_NAMES.holding;
    const nonce = randomBytes(16).toString('base64');
    const rendered =
      renderApp && request.method === 'GET' && isServerRenderedPath(url)
        ? await renderApp({
            url: request.url,
            cookieHeader: request.headers.cookie,
            nonce,
            siteConfig,
          }).catch((error: unknown) => {
            // The client-rendered shell still works: serve it rather than an error page.
            request.log.error({ err: error, url }, 'server render failed');
            return null;
          })
        : null;
    // A server-rendered page carries its answers in its query cache (decision 097).
    const answer =
      isOwnPage && !rendered ? await pageAnswer(app, request.url, request.headers.cookie) : null;
    const html = renderPage(meta, {
      productName: config.PRODUCT_NAME,
      publicUrl: config.PUBLIC_URL,
      template: indexHtml,
      preloads: isOwnPage ? preloadsFor(url) : [],
      initialAnswers: answer ? new Map([[answer.url, answer.body]]) : undefined,
      leadPicture: answer?.leadPicture,
      nonce,
      rendered,
    });
    reply
      .status(meta.status)
      .header('content-security-policy', contentSecurityPolicy(config, nonce))
      // The page is rendered for this visitor (their location, preferences and cookie notice,
      // from their cookies) with a nonce of its own: no shared cache may keep it.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8');
    const body = Buffer.from(html);
    const encoding =
      body.length >= COMPRESS_FROM_BYTES
        ? chooseEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compressBytes(body, encoding));
  });
};
