// A person who opens a page while the database is down gets a page they can read, not the API's
// JSON (decision 140): what happened, that it will pass, and the page tries again by itself after
// Retry-After. Self-contained: no script, no stylesheet (the built app's files may be what is
// failing), style attributes only, which the site's CSP allows.
import { isApiPath } from '../../contract/api-paths.js';
import { escapeHtml } from './escape-html.js';

export const OUTAGE_TITLE = "We'll be back shortly";

/** A GET or HEAD for a page (not the API) from something that reads HTML: a browser. */
export function wantsOutagePage(request: {
  method: string;
  url: string;
  headers: { accept?: string | undefined };
}): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Why the page cannot be served: the database is down, or the server is shedding load. */
export type OutageReason = 'database' | 'busy';

const WHAT_HAPPENED: Record<OutageReason, (product: string) => string> = {
  database: (product) => `${product} cannot reach its catalogue for a moment.`,
  busy: (product) => `${product} is very busy for a moment.`,
};

export function outagePageHtml(
  productName: string,
  retryAfterSeconds: number,
  reason: OutageReason = 'database',
): string {
  const product = escapeHtml(productName);
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<meta name="robots" content="noindex">
<title>${OUTAGE_TITLE} - ${product}</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f6f8f7;color:#1b2421;line-height:1.5">
<main style="max-width:34rem;margin:0 auto;padding:12vh 1.5rem 2rem">
<p style="margin:0 0 1rem;font-weight:700;font-size:1.1rem;color:#0b5d4b">${product}</p>
<h1 style="margin:0 0 1rem;font-size:clamp(1.75rem,6vw,2.5rem);line-height:1.2">${OUTAGE_TITLE}</h1>
<p style="margin:0 0 1rem;font-size:1.1rem">${WHAT_HAPPENED[reason](product)} Nothing you did caused this, and nothing is lost.</p>
<p style="margin:0 0 1.5rem;font-size:1.1rem">This page tries again by itself in ${retryAfterSeconds} seconds.</p>
<p style="margin:0"><a href="" style="display:inline-block;padding:.75rem 1.25rem;border-radius:8px;background:#0b5d4b;color:#fff;font-weight:600;text-decoration:none">Try again now</a></p>
</main>
</body>
</html>
`;
}
