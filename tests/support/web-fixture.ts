import path from 'node:path';

/** A stand-in for the built web app: API tests need index.html, not the whole build. */
export const webFixtureRoot = path.resolve(import.meta.dirname, '../fixtures/web');
