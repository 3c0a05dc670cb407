import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { notFoundMeta } from '../../../contract/page-meta.js';
import type { ServerRenderedPage } from '../../../contract/server-render.js';
import { loadConfig } from '../../config.js';
import { pageContent } from './page-content.js';
import { RenderPoolBusy } from './render-pool.js';
import type { PageRenderer } from './server-renderer.js';

const config = loadConfig({ PRODUCT_NAME: 'Funday' });

function request(url: string): FastifyRequest {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { url, method: 'GET', headers: {}, log } as unknown as FastifyRequest;
}

const rendered = (over: Partial<ServerRenderedPage>): ServerRenderedPage => ({
  html: '<main></main>',
  title: null,
  styles: '',
  queryState: '{}',
  renderedAt: 0,
  meta: notFoundMeta('Funday'),
  ...over,
});

const content = (url: string, renderApp: PageRenderer | null) =>
  pageContent(request(url), { config, renderApp, siteConfig: {}, nonce: 'n' });

describe("a page's content (decision 188)", () => {
  it('is what the render says, a 404 included, with no read of its own', async () => {
    const page = await content('/attraction/99', () => Promise.resolve(rendered({})));
    expect(page.meta.status).toBe(404);
    expect(page.isOwnPage).toBe(false);
    expect(page.renderRefused).toBe(false);
  });

  it("is the table's entry, not indexed, when a data page's render is refused", async () => {
    const busy: PageRenderer = () => Promise.reject(new RenderPoolBusy('the pool is full'));
    const page = await content('/attraction/5', busy);
    expect(page.meta).toMatchObject({ status: 200, canonicalPath: null });
    expect(page.rendered).toBeNull();
    expect(page.renderRefused).toBe(true);
  });

  it("is the table's entry for a page that needs no data, as it was without a render", async () => {
    const page = await content('/about/', null);
    expect(page.meta).toMatchObject({ status: 200, page: 'About', canonicalPath: '/about/' });
    expect(page.renderRefused).toBe(false);
  });

  it('is the 503 page when a read of the render failed for want of the database', async () => {
    const down = () => Promise.resolve(rendered({ unavailable: true }));
    const page = await content('/categories/zoo', down);
    expect(page.meta.status).toBe(503);
    expect(page.rendered).toBeNull();
  });
});
