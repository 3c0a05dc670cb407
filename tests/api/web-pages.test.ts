import { expect, it } from 'vitest';
import { describeEachEngine } from '../support/test-database.js';
import { useTestApp } from '../support/test-app.js';
import { builtWebRoot } from '../support/web-fixture.js';

describeEachEngine('pages as a crawler sees them', (engine) => {
  const ctx = useTestApp(engine, {
    webRoot: builtWebRoot,
    env: { PRODUCT_NAME: 'Funday', PUBLIC_URL: 'https://funday.example' },
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
  const metaOf = (html: string, attr: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`))?.[1];

  it('serves the home page with its title, description, canonical URL and site config', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Funday - Home');
    expect(metaOf(response.body, 'description')).toContain('No reviews, no bias.');
    expect(response.body).toContain('<link rel="canonical" href="https://funday.example/" />');
    // It carries the page's CSP nonce, which the browser gives the styles it adds (decision 098).
    expect(response.body).toMatch(
      /<script id="site-config" nonce="[^"]+" type="application\/json">/,
    );
  });

  it('titles the static pages as the spec names them', async () => {
    for (const [path, title] of [
      ['/categories/', 'Funday - Categories'],
      ['/groups/', 'Funday - Attraction Groups'],
      // The list names itself as its heading does (the page's render gives the title).
      ['/attractions/', 'Funday - Showing All Fundays'],
      ['/policies/privacy/', 'Funday - Privacy Policy'],
      ['/sitemap/', 'Funday - Sitemap'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(titleOf(response.body), path).toBe(title);
    }
  });

  it('answers a page in any letter case as the browser renders it, with the canonical link in lower case', async () => {
    for (const path of ['/Attractions/', '/ATTRACTIONS', '/Categories/zoo']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
    }
    const list = await get('/Attractions/');
    expect(titleOf(list.body)).toBe('Funday - Showing All Fundays');
    expect(list.body).toContain(
      '<link rel="canonical" href="https://funday.example/attractions/" />',
    );
  });

  it('gives an attraction page its name, description, Open Graph tags and JSON-LD', async () => {
    const list = await ctx.database.pool.query(
      "select id, name from attractions where is_live and name = 'Chester Zoo'",
    );
    const { id, name } = list.rows[0] as { id: number; name: string };
    const response = await get(`/attraction/${id}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`Funday - ${name}`);
    expect(metaOf(response.body, 'og:type')).toBe('place');
    expect(response.body).toContain(
      `<link rel="canonical" href="https://funday.example/attraction/${id}" />`,
    );
    const jsonLd = JSON.parse(
      response.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name,
      url: `https://funday.example/attraction/${id}`,
      geo: { '@type': 'GeoCoordinates' },
      address: { '@type': 'PostalAddress', addressLocality: 'Chester', addressCountry: 'GB' },
    });
  });

  it('puts a family fact in the JSON-LD only when it says where it came from (decision 109)', async () => {
    const idOf = async (name: string) =>
      (
        (await ctx.database.pool.query('select id from attractions where name = $1', [name]))
          .rows[0] as { id: number }
      ).id;
    const jsonLdOf = async (id: number) =>
      JSON.parse(
        (await get(`/attraction/${id}`)).body.match(
          /<script type="application\/ld\+json">(.*?)<\/script>/,
        )![1]!,
      ) as Record<string, unknown>;
    // Open any time and free, as the hand-written catalogue says, but from no named source.
    const unsourced = await jsonLdOf(await idOf('Cairngorms National Park'));
    expect(unsourced).not.toHaveProperty('openingHoursSpecification');
    expect(unsourced).not.toHaveProperty('isAccessibleForFree');
    // The same facts with a source go in.
    const dartmoor = await idOf('Dartmoor National Park');
    for (const group of ['hours', 'prices']) {
      await ctx.database.pool.query(
        `insert into attraction_facts (attraction_id, fact_group, source, url, as_of, as_of_precision, recorded_by, recorded_at)
         values ($1, $2, 'website', 'https://www.dartmoor.gov.uk/', '2026-03-01', 'month', 'test', now())`,
        [dartmoor, group],
      );
    }
    const sourced = await jsonLdOf(dartmoor);
    expect(sourced).toMatchObject({ isAccessibleForFree: true });
    expect(sourced.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '00:00', closes: '23:59' }),
    ]);
  });

  it('answers 404 with the not-found page for unknown paths and invalid or unknown attraction ids', async () => {
    for (const path of [
      '/no/such/page',
      '/attraction/abc',
      '/attraction/0',
      '/attraction/99999999',
      '/attraction/1e3',
      '/categories/nosuch',
      '/group/nosuch',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(titleOf(response.body), path).toBe('Funday - Page Not Found');
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers a malformed path encoding with 400, not an error', async () => {
    expect((await get('/regions/%E0%A4%A')).statusCode).toBe(400);
  });

  it('hides a non-live attraction from crawlers', async () => {
    const hidden = await ctx.database.pool.query(
      "insert into attractions (name, description, is_live) values ('Secret Submission', 'Pending', false) returning id",
    );
    const response = await get(`/attraction/${hidden.rows[0].id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret Submission');
  });

  it('keeps private pages out of search engines', async () => {
    for (const path of [
      '/admin',
      '/admin/categories/all',
      '/attraction/edit/1',
      '/retrieveAttraction/ABCDE23456',
      // A claimed place's pages (decision 164): the app answers them, never a 404.
      `/venue/verify/${'x'.repeat(43)}`,
      '/venue/edit',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes what visitors type into the path', async () => {
    const response = await get('/search/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(titleOf(response.body)).toContain('&lt;script&gt;');
  });

  it('publishes robots.txt and a sitemap of every live attraction and catalogue page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /venue/');
    expect(robots.body).toContain('Sitemap: https://funday.example/sitemap.xml');

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const live = await ctx.database.pool.query(
      'select count(*)::int as n from attractions where is_live',
    );
    const attractionUrls =
      sitemap.body.match(/<loc>https:\/\/funday\.example\/attraction\/\d+<\/loc>/g) ?? [];
    expect(attractionUrls).toHaveLength(live.rows[0].n);
    expect(sitemap.body).toContain('<loc>https://funday.example/categories/zoo/</loc>');
    expect(sitemap.body).toContain('<loc>https://funday.example/regions/london/</loc>');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(
      20_000,
    );
  });
});

describeEachEngine('pages while holding mode is on', (engine) => {
  const ctx = useTestApp(engine, {
    webRoot: builtWebRoot,
    env: { PRODUCT_NAME: 'Funday', FEATURE_HOLDING_PAGE: 'true' },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('gives crawlers the holding page for every visitor page, not indexed', async () => {
    for (const path of ['/', '/attractions/', '/attraction/1', '/no-such-page']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<title>Funday - Coming Soon</title>');
      expect(response.body, path).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, path).not.toContain('rel="canonical"');
      expect(response.body, path).not.toContain('application/ld+json');
    }
  });

  it('leaves the admin area as it is, so staff can prepare the site', async () => {
    const response = await get('/admin');
    expect(response.body).toContain('<title>Funday - Admin</title>');
  });
});
