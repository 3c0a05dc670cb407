// Where /cookie-choice may send a visitor back to (decision 123): only a path of this site,
// judged after the value is read the way a browser reads a Location header. A browser drops tabs
// and line breaks anywhere in a URL, leading spaces and control characters, and takes '\' for '/'
// (the WHATWG URL standard), so '/\t/evil.example/' is '//evil.example/': another site. Reading
// the value with the same parser (URL) and keeping only the path, query and fragment of a result
// on our own origin leaves nothing a browser could read differently. The answer is ASCII only
// (URL percent-encodes the rest), so it is always a valid header value: never a 500.
import { pageHref } from '../../../contract/page-routes.js';

/** An origin no real request has: anything resolving elsewhere is not a path of this site. */
const BASE = 'http://own-path.invalid';
/** Longer values are not a page a visitor was on. */
const MAX_LENGTH = 2_048;

/** What a browser makes of the value before it resolves it (URL's own first steps). */
function asBrowserReadsIt(value: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the C0 controls and space the standard strips
  return value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** `returnTo` as a path of this site ('/attractions/?page=2'), or the home page. */
export function ownPath(returnTo: unknown): string {
  if (typeof returnTo !== 'string' || returnTo.length > MAX_LENGTH) return pageHref.home;
  const cleaned = asBrowserReadsIt(returnTo).replaceAll('\\', '/');
  // A path, not a scheme ('javascript:', 'http://…') or a relative name ('evil').
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return pageHref.home;
  let url: URL;
  try {
    url = new URL(cleaned, BASE);
  } catch {
    return pageHref.home;
  }
  if (url.origin !== BASE) return pageHref.home;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' resolves to the path '//evil.example': a browser reads that as a host.
  if (!/^\/(?![/\\])/.test(path) || !/^[\x21-\x7e]+$/.test(path)) return pageHref.home;
  return path;
}
