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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const tiles = tileOrigin(config.MAP_TILE_URL);
  await app.register(fastifyHelmet, {
    // Swagger UI at /api/docs sets its own policy for its static files.
    enableCSPNonces: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Attraction images may live on any https host the moderators link to.
        imgSrc: ["'self'", 'data:', 'https:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The site links out to attraction websites; they need not learn the page that sent them.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when served over HTTPS, which a proxy in front decides.
    strictTransportSecurity: config.PUBLIC_URL.startsWith('https:'),
  });
}
