// Fills a page's metadata into the built index.html.
import { pageTitle } from '../../../contract/page-titles.js';
import {
  QUERY_STATE_ELEMENT_ID,
  RENDERED_AT_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderedPage,
} from '../../../contract/server-render.js';
import type { PageMeta } from '../../../contract/page-meta.js';
import type { PageStyles } from './page-preloads.js';
import { escapeHtml, scriptSafeJson, scriptSafeJsonText } from './site-config.js';

export interface RenderOptions {
  productName: string;
  publicUrl: string;
  /** index.html as built, with the site-config script already in its head. */
  template: string;
  /** Extra head tags for this page (its chunks' modulepreload links). */
  preloads?: readonly string[];
  /** The page's own stylesheets (decision 195), written into the head with the nonce. */
  pageStyles?: PageStyles;
  /** The response's CSP nonce: the site-config script carries it for the browser's styles. */
  nonce: string;
  /** The page as the server rendered it (decision 097); without it, the client-rendered shell. */
  rendered?: ServerRenderedPage | null;
}

export function renderPage(meta: PageMeta, options: RenderOptions): string {
  const { productName, publicUrl, template, preloads = [] } = options;
  // A rendered page names itself more exactly ('Showing Zoos in Yorkshire', not 'Attractions').
  const renderedTitle = meta.status === 200 ? options.rendered?.title : null;
  const title = escapeHtml(renderedTitle ?? pageTitle(productName, meta.page));
  const description = escapeHtml(meta.description);
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, publicUrl).toString() : null;

  const head = [
    ...preloads,
    ...pageStyleTags(options.pageStyles, options.nonce),
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

  const page = template
    .replace('<script id="site-config" ', `<script id="site-config" nonce="${options.nonce}" `)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `${head}\n  </head>`);
  return options.rendered ? withRenderedApp(page, options.rendered) : page;
}

/**
 * The page's CSS in a style element, and a disabled link for each of its files. The links fetch
 * nothing: they are there for Vite's loader, which, before it runs a chunk, fetches each of the
 * chunk's stylesheets that no `<link rel="stylesheet">` in the document names, and waits for it.
 * Without them the page's own chunk waited for a second copy of the CSS it already had.
 */
function pageStyleTags(styles: PageStyles | undefined, nonce: string): string[] {
  if (!styles?.css) return [];
  return [
    `<style nonce="${nonce}" data-page-css>${styles.css}</style>`,
    ...styles.files.map((file) => `<link rel="stylesheet" href="${file}" disabled />`),
  ];
}

/**
 * React writes a preload for the page's first pictures at the start of its HTML (an `<img>` that
 * is not lazy). There, in the body, the browser finds it only after the head's styles, some 90 KB
 * in, and behind the page's scripts, which the head preloads at high priority: on a slow phone
 * connection the attraction page's picture, its largest paint, waited for them (issue 34 item 2).
 * In the head before the scripts, the picture is asked for first. Hydration passes over such links
 * (React treats them as resources, not as part of the tree), so the body no longer needs them.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

function hoistImagePreloads(page: string, html: string): { page: string; html: string } {
  const preloads = LEADING_IMAGE_PRELOADS.exec(html)?.[0];
  if (!preloads) return { page, html };
  const before = page.includes('<script type="module"') ? '<script type="module"' : '</head>';
  return {
    page: page.replace(before, () => `${preloads}\n    ${before}`),
    html: html.slice(preloads.length),
  };
}

/** The server-rendered app in the root, its styles in the head, its query cache as data. */
function withRenderedApp(template: string, rendered: ServerRenderedPage): string {
  const queryState = `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJsonText(rendered.queryState)}</script>`;
  const { page, html } = hoistImagePreloads(template, rendered.html);
  return (
    page
      .replace('</head>', () => `    ${rendered.styles}\n  </head>`)
      // Function replacements: the markup may hold "$&" and the like, taken literally.
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" ${SERVER_RENDERED_ATTRIBUTE} ${RENDERED_AT_ATTRIBUTE}="${rendered.renderedAt}">${html}</div>`,
      )
      // The page reads without JavaScript now: the apology goes (decision 097).
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</body>', () => `  ${queryState}\n  </body>`)
  );
}
