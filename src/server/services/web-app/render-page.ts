// Fills a page's metadata into the built index.html.
import { INITIAL_ANSWERS_ELEMENT_ID } from '../../../contract/api-paths.js';
import { pageTitle } from '../../../contract/page-titles.js';
import type { PageMeta } from './page-meta.js';
import { escapeHtml, scriptSafeJson, scriptSafeJsonText } from './site-config.js';

export interface RenderOptions {
  productName: string;
  publicUrl: string;
  /** index.html as built, with the site-config script already in its head. */
  template: string;
  /** Extra head tags for this page (its chunks' modulepreload links). */
  preloads?: readonly string[];
  /**
   * API answers the page's code would ask for first, by request URL (decision 048): the bodies
   * are JSON text as the API sent it, placed in a data script the app reads at start.
   */
  initialAnswers?: ReadonlyMap<string, string>;
  /** A picture the first view shows large, fetched at once (the list's first card). */
  leadPicture?: string | null;
}

export function renderPage(
  meta: PageMeta,
  { productName, publicUrl, template, preloads = [], initialAnswers, leadPicture }: RenderOptions,
): string {
  const title = escapeHtml(pageTitle(productName, meta.page));
  const description = escapeHtml(meta.description);
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, publicUrl).toString() : null;

  const head = [
    ...preloads,
    ...(leadPicture
      ? [`<link rel="preload" as="image" href="${escapeHtml(leadPicture)}" fetchpriority="high" />`]
      : []),
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
    .replace('</head>', `${head}\n  </head>`)
    .replace('</body>', `${answersScript(initialAnswers)}</body>`);
}

/** `{"<url>": <answer>, ...}` as a data script, never executed (the strict CSP still holds). */
function answersScript(answers: ReadonlyMap<string, string> | undefined): string {
  if (!answers || answers.size === 0) return '';
  const entries = [...answers].map(([url, body]) => `${JSON.stringify(url)}:${body}`);
  return `  <script id="${INITIAL_ANSWERS_ELEMENT_ID}" type="application/json">${scriptSafeJsonText(`{${entries.join(',')}}`)}</script>\n  `;
}
