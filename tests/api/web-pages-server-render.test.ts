import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Attraction } from '../../src/contract/attraction.js';
import type { ListResponse } from '../../src/contract/list.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

// Issue 21: the pages' visible text is in their HTML, rendered by the server (decision 097), as
// `curl` sees it. This needs the real build (`npm test` builds before it runs these).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const API = '/attraction-service/v2/attractions';

/** The text a reader sees: tags, styles and data scripts removed, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');
}

describeEachEngine('pages rendered on the server (decision 097)', (engine) => {
  it('has the build to render with', () => {
    expect(existsSync(path.join(webRoot, '../web-ssr/entry-server.js')), 'run npm run build').toBe(
      true,
    );
  });
  const ctx = useTestApp(engine, { webRoot });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('/ holds the finder and the places close to the visitor', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Find your next great day out');
    expect(text).toContain('Daytrips close to London...');
    expect(text).toContain('Popular Daytrips in the UK');
    expect(text).toContain('Cookies on Daytrip');
    expect(response.body).not.toContain('<noscript>');
  });

  it('/attractions/ holds its title, count and first page of cards', async () => {
    const response = await get('/attractions/');
    const api = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}?sort=closest&page=1&pageSize=24&latitude=51.52&longitude=-0.09`,
      })
    ).json<ListResponse<Attraction>>();
    const text = visibleText(response.body);
    expect(text).toContain('Showing All Daytrips');
    expect(text).toContain(
      `${api.metadata.totalResults.toLocaleString('en-GB')} matching Daytrips`,
    );
    for (const attraction of api.results.slice(0, 6)) expect(text).toContain(attraction.name);
    expect(response.body).toMatch(/href="\/attractions\/?\?[^"]*page=2/);
  });

  it("an attraction's page holds its name and description", async () => {
    const list = (
      await ctx.app.inject({ method: 'GET', url: `${API}?search=Chester%20Zoo&pageSize=1` })
    ).json<ListResponse<Attraction>>();
    const zoo = list.results[0]!;
    const response = await get(`/attraction/${zoo.id}`);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain(zoo.name);
    expect(text).toContain(zoo.description.slice(0, 60));
  });

  it("a returning visitor's page says their place and leaves out the acknowledged notice", async () => {
    const response = await get(
      '/',
      'cookie-policy-acknowledged=true; location-name=Leeds; latitude=53.7997; longitude=-1.5492',
    );
    const text = visibleText(response.body);
    expect(text).toContain('Daytrips close to Leeds...');
    expect(text).not.toContain('Cookies on Daytrip');
    expect(response.headers.vary).toContain('cookie');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it("carries the page's styles under a nonce of its own, with no 'unsafe-inline'", async () => {
    const first = await get('/');
    const second = await get('/');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/(script-src|style-src) [^;]*unsafe-inline/);
    expect(first.body).toContain(`<style data-emotion="css `);
    const styleTag = /<style data-emotion="css [^"]*" nonce="([^"]+)">/.exec(first.body);
    expect(styleTag?.[1]).toBe(nonce);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    // No inline script runs: every script element is a module file or inert data.
    for (const tag of first.body.match(/<script[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    }
  });

  it('renders the not-found page with a 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain('Hoot, we have a problem...');
  });

  // Issue 29, item 4: a last path part with a dot was taken for a missing file (a JSON 404).
  it('renders a search whose words end a path part with a dot', async () => {
    for (const url of ['/search/St.%20Ives', '/search/Warner%20Bros.']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('data-server-rendered');
      expect(visibleText(response.body), url).not.toContain('Hoot, we have a problem');
    }
  });
});

// Issue 29, item 4: during a database outage a search list answered 200 'No Daytrips Found'.
describeEachEngine('a server-rendered list during a database outage', (engine) => {
  const ctx = useTestApp(engine, { webRoot });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers the 503 page with Retry-After, not an empty list', async () => {
    expect((await get('/search/castle')).statusCode).toBe(200);
    if (ctx.database.embedded) await ctx.database.embedded.close();
    else await ctx.database.pool.end();
    // ('/search/castle' keeps answering from the list cache, as cached reads do: decision 029.)
    for (const url of [
      '/search/zoo',
      '/search/never-asked-before',
      '/categories/zoo',
      '/attractions/?page=2',
      '/attraction/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(visibleText(response.body), url).not.toContain('No Daytrips Found');
    }
  });
});
