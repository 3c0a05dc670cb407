import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import type { Attraction } from '../../src/contract/attraction.js';
import { fallbackPicture } from '../../src/contract/catalogue-images.js';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { webFixtureRoot } from '../support/web-fixture.js';

const API = '/attraction-service/v2/attractions';

describeEachEngine('API answers given inside the page (decision 048)', (engine) => {
  const ctx = useTestApp(engine, { webRoot: webFixtureRoot });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  /** The data script's answers, by API URL (none when the page has no script). */
  const answersIn = (html: string): Record<string, unknown> => {
    const text = html.match(
      /<script id="initial-answers" type="application\/json">(.*?)<\/script>/s,
    )?.[1];
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  it("holds the API's own answer to the request the page will make, from London by default", async () => {
    const response = await page('/attractions/');
    expect(response.statusCode).toBe(200);
    const answers = answersIn(response.body);
    const url = `${API}?sort=closest&page=1&pageSize=24&latitude=51.52&longitude=-0.09`;
    expect(Object.keys(answers)).toEqual([url]);
    const api = await ctx.app.inject({ method: 'GET', url });
    expect(answers[url]).toEqual(api.json());
    const first = api.json<{ results: Attraction[] }>().results[0]!;
    // The browser's own choice of picture (contract/lead-picture.ts), so the preload is used: the
    // seed has no photos, so the first card's drawing.
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${fallbackPicture(first)}" fetchpriority="high" />`,
    );
  });

  it('follows the query string, the path filter and the stored location', async () => {
    const response = await page(
      '/search/Chester%20Zoo?page=1&region=northwestengland&distance=50',
      {
        cookie: 'location-name=Chester; latitude=53.19; longitude=-2.89',
      },
    );
    const [url] = Object.keys(answersIn(response.body));
    expect(url).toBe(
      `${API}?region=northwestengland&search=Chester+Zoo&sort=relevance&page=1&pageSize=24` +
        '&latitude=53.19&longitude=-2.89&maxDistance=50',
    );
    const answer = answersIn(response.body)[url!] as { results: { name: string }[] };
    expect(answer.results[0]?.name).toBe('Chester Zoo');
  });

  it('leaves the list to the browser when it cannot know the answer or the API would refuse', async () => {
    const withCity = await page('/attractions/', { cookie: 'default-location=Leeds' });
    const unknownCategory = await page('/attractions/?category=nosuchcategory');
    for (const response of [withCity, unknownCategory]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="initial-answers"');
      expect(response.body).not.toContain('rel="preload" as="image"');
    }
    expect((await page('/')).body).not.toContain('id="initial-answers"');
  });

  it("holds the attraction page's attraction, as the API answers it, and preloads its picture", async () => {
    const found = await ctx.database.pool.query(
      "select id from attractions where is_live and name = 'Chester Zoo'",
    );
    const id = (found.rows[0] as { id: number }).id;
    const response = await page(`/attraction/${id}`);
    const answers = answersIn(response.body);
    const url = `${API}/${id}`;
    expect(Object.keys(answers)).toEqual([url]);
    const zoo = (await ctx.app.inject({ method: 'GET', url })).json<Attraction>();
    expect(answers[url]).toEqual(zoo);
    expect(fallbackPicture(zoo)).toMatch(/^\/images\/categories\/zoo(-\d)?\.svg$/);
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${fallbackPicture(zoo)}" fetchpriority="high" />`,
    );
    for (const missing of ['/attraction/999999999', '/attraction/submit', '/attraction/12abc']) {
      expect((await page(missing)).body, missing).not.toContain('id="initial-answers"');
    }
  });

  it('keeps a script-breaking search term inert inside the data script', async () => {
    const response = await page('/search/%3C%2Fscript%3E%3Cscript%3Ealert(1)');
    expect(response.body).not.toContain('</script><script>alert(1)');
    const [url] = Object.keys(answersIn(response.body));
    expect(url).toContain('search=%3C%2Fscript%3E%3Cscript%3Ealert%281%29');
  });

  it('is sent compressed, varying with the cookies that choose the answer', async () => {
    const response = await page('/attractions/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(Object.keys(answersIn(html))).toHaveLength(1);
    expect(response.rawPayload.length).toBeLessThan(html.length / 4);
  });
});
