// What the service worker may keep for offline use (decision 171): shared by the
// server, which marks the answers that may be kept, and the worker's build, which keeps only
// those. Plain values, free of zod.

/**
 * The server sets this header (value '1') on an answer the worker may keep: a GET of a public
 * page or a public read, answered 200 to a request that carried no session (no admin token
 * header or cookie). The worker keeps nothing without it.
 */
export const OFFLINE_CACHEABLE_HEADER = 'x-offline-cacheable';

/** The worker's caches: pages as they were last opened, and the public reads they made. */
export const OFFLINE_PAGE_CACHE = 'pages';
export const OFFLINE_READ_CACHE = 'reads';

/** The app's theme colour: the manifest, <meta name="theme-color"> and the icons. */
export const THEME_COLOUR = '#0b5d4b';
