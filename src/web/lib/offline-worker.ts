// The service worker's browser side (decision 171), loaded after the page's load event
// so the first view's JavaScript does not grow: registers /sw.js, and when this page was answered
// from the worker's cache (the device is offline), says so and from when.
import { OFFLINE_PAGE_CACHE } from '../../contract/offline';
import { planTexts } from '../../contract/plan-texts';

const NOTICE_ID = 'offline-notice';

/** '28 November 2026, 14:05' in London time, from an HTTP date. */
function savedWords(httpDate: string): string | null {
  const saved = new Date(httpDate);
  if (Number.isNaN(saved.getTime())) return null;
  return saved.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
}

/** The bar above the page, in the page's own colours; polite, so it does not interrupt. */
function showNotice(text: string): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.textContent = text;
  // CSSOM, not a style attribute: the page's CSP allows only nonce'd styles (decision 098).
  Object.assign(notice.style, {
    background: '#3d2f00',
    color: '#ffffff',
    padding: '10px 16px',
    fontFamily: 'inherit',
    fontSize: '0.95rem',
    fontWeight: '600',
    textAlign: 'center',
  });
  document.body.prepend(notice);
}

/** When the page came from the worker's cache, the notice with the day it was saved. */
async function noticeIfFromCache(): Promise<void> {
  if (navigator.onLine || !('caches' in window)) return;
  const cache = await caches.open(OFFLINE_PAGE_CACHE);
  const saved = await cache.match(window.location.href, { ignoreVary: true });
  const when = saved ? savedWords(saved.headers.get('date') ?? '') : null;
  if (when) showNotice(planTexts.offline(when));
}

export async function startOfflineWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    // updateViaCache 'none': the browser asks the server for sw.js on every check, never its
    // HTTP cache, so a release reaches every visitor at their next visit.
    await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    // No worker (private mode, a refused registration): the site works online as before.
  }
  await noticeIfFromCache();
  window.addEventListener('online', () => document.getElementById(NOTICE_ID)?.remove());
}
