// Issue 29, item 4: a page path whose last part has a dot ('/search/St. Ives') answered a JSON
// 404 on reload, as if it were a missing file; a search list during a database outage answered
// 200 'No Daytrips Found'. Page routes now win over file lookups, and a page whose data could not
// be read answers the 503 page with Retry-After.
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/server/http/database-outage.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { builtWebRoot } from '../support/web-fixture.js';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describeEachEngine('pages answer right under odd paths and outages', (engine) => {
  describe('a last path part with a dot', () => {
    const ctx = useTestApp(engine, { webRoot: builtWebRoot });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });

    it('renders the page, as a reload or a shared link asks for it', async () => {
      for (const [url, text] of [
        ['/search/St.%20Ives', 'St. Ives'],
        ['/search/St. Ives', 'St. Ives'],
        ['/search/Warner%20Bros.', 'Warner Bros.'],
        ["/search/St.%20Paul's", 'St. Paul&#39;s'],
        ['/search/St.%20Ives/?page=2', 'St. Ives'],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        // The search's own words, in the title the rendered list gives itself.
        expect(titleOf(response.body), url).toContain(text);
      }
    });

    it('a page path naming nothing is the 404 page; a missing file is still a JSON 404', async () => {
      const page = await get('/categories/no.such.category');
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const file = await get('/assets/missing-chunk.js');
      expect(file.statusCode).toBe(404);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('during a database outage', () => {
    const ctx = useTestApp(engine, { webRoot: builtWebRoot });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url });

    it('before: a search page answers 200', async () => {
      expect((await get('/search/castle')).statusCode).toBe(200);
      if (ctx.database.embedded) await ctx.database.embedded.close();
      else await ctx.database.pool.end();
    });

    // Without a render (this stand-in web root has no bundle), the pages whose own metadata reads
    // the database find the outage; rendered lists find it in their render
    // (web-pages-server-render.test.ts).
    it('an attraction, a category and a group page answer the 503 page with Retry-After', async () => {
      for (const url of ['/attraction/1', '/categories/zoo', '/group/merlin']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe(String(RETRY_AFTER_SECONDS));
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).not.toContain('No Daytrips Found');
        expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      }
    });
  });
});
