import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Attraction } from '../../src/contract/attraction.js';
import type { ListResponse } from '../../src/contract/list.js';
import { attractions } from '../../src/server/db/schema.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';

// Decision 184: a rendered public page serves the next visitor who would see the same page, and
// a catalogue change shows at once. This needs the real build (`npm test` builds first).
const webRoot = path.resolve(import.meta.dirname, '../../dist/web');
const API = '/attraction-service/v2/attractions';

/** The nonce a page's answer allows in its CSP header. */
const headerNonce = (answer: { headers: Record<string, unknown> }) =>
  /style-src 'self' 'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!;
/** Every nonce the page's HTML carries. */
const pageNonces = (html: string) => [...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]);

describeEachEngine('rendered pages kept between visitors (decision 184)', (engine) => {
  const ctx = useTestApp(engine, { webRoot });
  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("keeps an attraction's page until the catalogue changes, then shows the change", async () => {
    const zoo = (
      await ctx.app.inject({ method: 'GET', url: `${API}?search=Chester%20Zoo&pageSize=1` })
    ).json<ListResponse<Attraction>>().results[0]!;
    const page = `/attraction/${zoo.id}`;
    expect((await get(page)).body).toContain('<h1');
    await ctx.database.db
      .update(attractions)
      .set({ name: 'Chester Zoo and Gardens' })
      .where(eq(attractions.id, zoo.id));
    try {
      // A write the catalogue has not announced: the kept page (and the kept answer) still serve.
      expect((await get(page)).body).not.toContain('Chester Zoo and Gardens');
      ctx.app.catalogueEvents.catalogueChanged('attraction renamed');
      expect((await get(page)).body).toContain('Chester Zoo and Gardens');
    } finally {
      await ctx.database.db
        .update(attractions)
        .set({ name: zoo.name })
        .where(eq(attractions.id, zoo.id));
      ctx.app.catalogueEvents.catalogueChanged('attraction renamed back');
    }
  });

  it('gives each visitor the page for their own location, and each answer its own nonce', async () => {
    const leeds = 'location-name=Leeds; latitude=53.7997; longitude=-1.5492';
    const answers = [await get('/'), await get('/', leeds), await get('/'), await get('/', leeds)];
    const [london, inLeeds, londonAgain, inLeedsAgain] = answers.map((answer) => answer.body);
    expect(london).toContain('Daytrips close to London...');
    expect(londonAgain).toContain('Daytrips close to London...');
    expect(inLeeds).toContain('Daytrips close to Leeds...');
    expect(inLeedsAgain).toContain('Daytrips close to Leeds...');
    const nonces = answers.map(headerNonce);
    expect(new Set(nonces).size).toBe(4);
    answers.forEach((answer, i) => {
      const inPage = pageNonces(answer.body);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonces[i]]));
    });
  });

  it('sends a kept page gzipped with its own nonce inside (spliced, decision 184)', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/attractions/',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(answer.rawPayload).toString();
      const nonce = headerNonce(answer);
      expect(html).toContain('Showing All Daytrips');
      expect(html).toContain(`<script id="site-config" nonce="${nonce}"`);
    }
  });

  it('gives answers sent at the same time each a body with its own nonce, however many reuse one', async () => {
    // Kept bodies are written again once sent (spliced-gzip.ts): no answer may carry another's.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          ctx.app.inject({
            method: 'GET',
            url: '/attractions/',
            headers: { 'accept-encoding': 'gzip' },
          }),
        ),
      );
      const nonces = answers.map(headerNonce);
      expect(new Set(nonces).size).toBe(12);
      answers.forEach((answer, i) => {
        const inPage = pageNonces(gunzipSync(answer.rawPayload).toString());
        expect(new Set(inPage)).toEqual(new Set([nonces[i]]));
      });
    }
  });
});
