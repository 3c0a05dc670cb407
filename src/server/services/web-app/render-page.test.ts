import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.js';
import type { PageMeta } from '../../../contract/page-meta.js';

const template =
  '<html><head><title>x</title><meta name="description" content="" />' +
  '<script id="site-config" type="application/json">{}</script></head>' +
  '<body><div id="root"></div>\n<noscript>Turn on JavaScript</noscript></body></html>';
const farm: PageMeta = {
  status: 200,
  page: 'Farm & Café',
  description: 'A farm "with" goats.',
  canonicalPath: '/attraction/5',
};
const render = (meta: PageMeta, rendered?: Parameters<typeof renderPage>[1]['rendered']) =>
  renderPage(meta, {
    productName: 'Daytrip',
    publicUrl: 'https://daytrip.example',
    template,
    nonce: 'n0nce',
    rendered,
  });

describe('a page written into the built index.html', () => {
  it('names itself, escaped, with its absolute canonical address and the nonce on its config', () => {
    const html = render(farm);
    expect(html).toContain('<title>Daytrip - Farm &amp; Café</title>');
    expect(html).toContain('<meta name="description" content="A farm &quot;with&quot; goats." />');
    expect(html).toContain('<link rel="canonical" href="https://daytrip.example/attraction/5" />');
    expect(html).toContain('<script id="site-config" nonce="n0nce" ');
    expect(html).not.toContain('name="robots"');
  });

  it('asks search engines to pass over a page with no canonical address', () => {
    const html = render({ ...farm, canonicalPath: null });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });

  it('puts a server render in the root as it is, drops the apology and hands over its data', () => {
    const html = render(farm, {
      html: '<main>Costs $& more</main>',
      title: 'Daytrip - Farm, open today',
      styles: '<style nonce="n0nce">main{}</style>',
      queryState: '{"queries":[]}',
      renderedAt: 1795880000000,
      unavailable: false,
      meta: farm,
    });
    // The instant it was rendered at travels with it: the browser hydrates as of then.
    expect(html).toContain(
      '<div id="root" data-server-rendered data-rendered-at="1795880000000"><main>Costs $& more</main></div>',
    );
    expect(html).toContain('<title>Daytrip - Farm, open today</title>');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain(
      '<script id="query-state" type="application/json">{"queries":[]}</script>',
    );
  });
});

describe('the first pictures of a server render', () => {
  const rendered = (html: string) => ({
    html,
    title: 'Daytrip - Farm',
    styles: '<style nonce="n0nce">main{}</style>',
    queryState: '{"queries":[]}',
    renderedAt: 1795880000000,
    unavailable: false,
    meta: farm,
  });
  const withScript = template.replace(
    '<script id="site-config"',
    '<script type="module" src="/assets/index.js"></script><script id="site-config"',
  );
  const page = (html: string) =>
    renderPage(farm, {
      productName: 'Daytrip',
      publicUrl: 'https://daytrip.example',
      template: withScript,
      preloads: ['<link rel="modulepreload" href="/assets/page.js" />'],
      nonce: 'n0nce',
      rendered: rendered(html),
    });

  it('are preloaded from the head, ahead of the scripts and the styles', () => {
    const preload = '<link rel="preload" as="image" href="/images/zoo.svg" fetchPriority="high"/>';
    const html = page(`${preload}<main><img src="/images/zoo.svg"/></main>`);
    const at = (text: string) => html.indexOf(text);
    expect(at(preload)).toBeGreaterThan(-1);
    expect(at(preload)).toBeLessThan(at('<script type="module"'));
    expect(at(preload)).toBeLessThan(at('rel="modulepreload"'));
    expect(at(preload)).toBeLessThan(at('<style'));
    // Once: the root starts with the page itself.
    expect(html.split(preload)).toHaveLength(2);
    expect(html).toContain('data-rendered-at="1795880000000"><main>');
  });

  it("writes the page's own stylesheets into the head, carrying the response's nonce", () => {
    const html = renderPage(farm, {
      productName: 'Daytrip',
      publicUrl: 'https://daytrip.example',
      template: withScript,
      pageStyles: { css: '._card_1{border-radius:16px}', files: ['/assets/Card-1.css'] },
      nonce: 'n0nce',
      rendered: rendered('<main></main>'),
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<style nonce="n0nce" data-page-css>._card_1{border-radius:16px}</style>',
    );
    // Named for the browser's chunk loader, which then does not fetch it again; never fetched.
    expect(head).toContain('<link rel="stylesheet" href="/assets/Card-1.css" disabled />');
    expect(page('<main></main>')).not.toContain('data-page-css');
  });

  it('leaves a render without them as it is', () => {
    const html = page('<main><link rel="preload" as="image" href="/late.svg"/></main>');
    expect(html).toContain('data-rendered-at="1795880000000"><main><link rel="preload"');
  });
});
