import path from 'node:path';

/** A stand-in for the built web app: API tests need index.html, not the whole build. */
export const webFixtureRoot = path.resolve(import.meta.dirname, '../fixtures/web');

/**
 * The web app as `npm run build` writes it, with its server-render bundle: what a page says about
 * itself (its status, title, JSON-LD) comes from its render (decision 188).
 */
export const builtWebRoot = path.resolve(import.meta.dirname, '../../dist/web');
