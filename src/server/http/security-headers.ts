// Security headers on every answer. The strict Content-Security-Policy (no inline scripts) is
// what keeps injected script from reading the admin token cookie (DESIGN "Serving the site").
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** The map tile server's origin, so Leaflet's tiles may load. */
function tileOrigin(tileUrl: string): string | null {
  try {
    return new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
}

/**
 * The policy's directives. No upgrade-insecure-requests: HTTPS is the proxy's business. A page
 * gets a nonce of its own (decision 098): its style elements (emotion's, written by the server
 * render and added later in the browser) carry it, so style-src needs no 'unsafe-inline'.
 */
function cspDirectives(config: Config, nonce?: string): Record<string, string[]> {
  const tiles = tileOrigin(config.MAP_TILE_URL);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // No inline event handlers (onclick=...) either.
    'script-src-attr': ["'none'"],
    // MUI (emotion) writes <style> elements: allowed by the page's nonce only.
    'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    // style="" attributes (MUI's transitions, the server-rendered markup's sizes) cannot run
    // script; blocking them would leave server-rendered pages unstyled where React set them.
    'style-src-attr': ["'unsafe-inline'"],
    // Our own photos and drawings, and the map's tiles; nothing hot-linked (decision 168).
    // data: is no origin: the photos' inline 16 px placeholders and the QR code of the 2FA setup.
    'img-src': ["'self'", 'data:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header's value: written once for every answer, and per page with that page's nonce. */
export function contentSecurityPolicy(config: Config, nonce?: string): string {
  return Object.entries(cspDirectives(config, nonce))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * The page policy as a function of its nonce, the rest written once: a kept page is answered in
 * tens of microseconds, and rebuilding every directive per answer was a visible share of that.
 */
export function pagePolicyWithNonce(config: Config): (nonce: string) => string {
  const marker = 'NONCE-MARKER';
  const [before = '', after = ''] = contentSecurityPolicy(config, marker).split(marker);
  return (nonce) => before + nonce + after;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    // Sent by the hook below: helmet would rebuild the same string on every answer (~5% of the
    // CPU of a cached list answer, bench/RESULTS.md).
    contentSecurityPolicy: false,
    // The site links out to attraction websites; they need not learn the page that sent them.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // As frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
    // HSTS only makes sense when served over HTTPS, which a proxy in front decides.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
  });
  const policy = contentSecurityPolicy(config);
  // onRequest, as helmet does: a route may still set its own policy (Swagger UI's static files).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}
