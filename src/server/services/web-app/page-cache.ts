// Rendered public pages kept between visitors (decision 184). A page depends on its URL, on the
// few visitor facts it shows (the preferences its cookies hold: location, notice acknowledged,
// units) and on the day (open today, this weekend), so those make its key; the admin session is
// the one cookie that changes a public page beyond them, so a signed-in request neither reads nor
// fills the cache. The page is kept with a placeholder where each response's CSP nonce goes, and
// the nonce is put in per response: no two responses share one. Emptied on a catalogue write.
import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN_COOKIE } from '../../../contract/auth.js';
import { parseCookies } from '../../../contract/cookies.js';
import { londonToday } from '../../../contract/london-time.js';
import { readPreferences } from '../../../contract/preferences.js';
import { createKeyedCache, type KeyedCache } from '../../http/keyed-cache.js';
import {
  prepareSplicedGzip,
  splicedGzipBodies,
  type SplicedBody,
} from '../../http/spliced-gzip.js';
import type { PageBody } from './page-body.js';

export const PAGE_CACHE_DEFAULTS = { maxEntries: 300, maxBytes: 48 * 1024 * 1024, ttlMs: 60_000 };

// Random per process and never sent: a page's own text cannot name it (and React escapes text).
const NONCE_PLACEHOLDER = `nonce-${randomBytes(12).toString('base64url')}`;

/** A page ready for one response: its status and its body with this response's nonce. */
export interface PageResponse {
  status: number;
  html(): string;
  /**
   * The gzip body, for a kept page only (else null): its kept parts were compressed once, and only
   * the nonce goes in per response (spliced-gzip.ts), instead of compressing the page each time.
   * Its `release` is called once the response has sent it, so the bytes can serve the next.
   */
  gzip(): SplicedBody | null;
}

export interface PageCache {
  /**
   * The page for this request, rendered by `render` with the nonce it is given, or a kept one;
   * either way carrying `nonce`. A request that must not share (signed in) always renders.
   */
  page(
    request: { url: string; cookieHeader: string | undefined },
    nonce: string,
    render: (nonce: string) => Promise<PageBody>,
  ): Promise<PageResponse>;
  readonly store: KeyedCache<KeptPage>;
}

/** What is kept: the page with the placeholder, and its gzip bodies once a response needed one. */
type KeptPage = PageBody & { gzipBodies?: (nonceAttribute: string) => SplicedBody };

const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/**
 * London's date for the key, worked out at most once a minute: it is read for every answer, and
 * the time-zone arithmetic was a visible share of a kept page's cost. London's offset is whole
 * hours, so its date only changes on a whole minute and one minute's answer holds for all of it.
 */
function londonDateEachMinute(now: () => Date): () => string {
  let minute = Number.NaN;
  let date = '';
  return () => {
    const instant = now();
    const thisMinute = Math.floor(instant.getTime() / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      date = JSON.stringify(londonToday(instant));
    }
    return date;
  };
}

/** The answer for a page rendered for this response alone. */
export function ownResponse(page: PageBody): PageResponse {
  return { status: page.status, html: () => page.html, gzip: () => null };
}

export function createPageCache(options: {
  personalisationByDefault: boolean;
  now?: () => Date;
  ttlMs?: number;
}): PageCache {
  const londonDate = londonDateEachMinute(options.now ?? (() => new Date()));
  const store = createKeyedCache<KeptPage>({
    maxEntries: PAGE_CACHE_DEFAULTS.maxEntries,
    maxSize: PAGE_CACHE_DEFAULTS.maxBytes,
    ttlMs: options.ttlMs ?? PAGE_CACHE_DEFAULTS.ttlMs,
    sizeOf: (page) => page.html.length,
    keep: (page) => page.shareable,
  });
  return {
    store,
    async page(request, nonce, render) {
      const cookies = parseCookies(request.cookieHeader);
      if (cookies[ADMIN_TOKEN_COOKIE]) return ownResponse(await render(nonce));
      const key = JSON.stringify([
        request.url,
        londonDate(),
        readPreferences(cookies, options.personalisationByDefault),
      ]);
      const kept = await store.getOrLoad(key, () => render(NONCE_PLACEHOLDER));
      const withNonce = `nonce="${nonce}"`;
      return {
        status: kept.status,
        html: () => kept.html.replaceAll(NONCE_ATTRIBUTE, withNonce),
        gzip: () => {
          kept.gzipBodies ??= splicedGzipBodies(
            prepareSplicedGzip(kept.html, NONCE_ATTRIBUTE),
            Buffer.byteLength(withNonce),
          );
          return kept.gzipBodies(withNonce);
        },
      };
    },
  };
}
