// Fills a page's metadata into the built index.html.
import { pageTitle } from '../../contract/page-titles.js';
import type { PageMeta } from './page-meta.js';
import { escapeHtml, scriptSafeJson } from './site-config.js';

export interface RenderOptions {
  productName: string;
  publicUrl: string;
  /** index.html as built, with the site-config script already in its head. */
  template: string;
  /** Extra head tags for this page (its chunks' modulepreload links). */
  preloads?: readonly string[];
}

export function renderPage(
  meta: PageMeta,
  { productName, publicUrl, template, preloads = [] }: RenderOptions,
): string {
  const title = escapeHtml(pageTitle(productName, meta.page));
  const description = escapeHtml(meta.description);
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, publicUrl).toString() : null;

  const head = [
    ...preloads,
    canonical
      ? `<link rel="canonical" href="${escapeHtml(canonical)}" />`
      : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${escapeHtml(productName)}" />`,
    `<meta property="og:type" content="${meta.ogType === 'place' ? 'place' : 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(canonical ? [`<meta property="og:url" content="${escapeHtml(canonical)}" />`] : []),
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    // JSON-LD is data, never executed: the strict CSP still holds.
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`]
      : []),
  ]
    .map((line) => `    ${line}`)
    .join('\n');

  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `${head}\n  </head>`);
}
