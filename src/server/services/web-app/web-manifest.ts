// GET /manifest.webmanifest (decision 171): what makes the site installable, named after the
// configured product (so it is served, not built: the name is configuration, DESIGN).
import type { FastifyPluginAsync } from 'fastify';
import { THEME_COLOUR } from '../../../contract/offline.js';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export function webManifest(productName: string) {
  return {
    id: '/',
    name: productName,
    short_name: productName,
    description: `${productName}: curated UK days out. No reviews, no bias.`,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export const webManifestRoute: FastifyPluginAsync<{ productName: string }> = async (
  app,
  { productName },
) => {
  const body = JSON.stringify(webManifest(productName));
  app.get(WEB_MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body),
  );
};
