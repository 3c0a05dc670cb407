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
