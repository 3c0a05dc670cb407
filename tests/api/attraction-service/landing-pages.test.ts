// Landing pages (issue 21): region × category pages with enough places, their list in the API,
// their titles and canonical links, and their place in sitemap.xml.
import { expect, it } from 'vitest';
import type { LandingPage } from '../../../src/contract/landing-page-schema.js';
import { LANDING_PAGE_MIN_ATTRACTIONS } from '../../../src/contract/landing-page.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { builtWebRoot } from '../../support/web-fixture.js';

describeEachEngine('region × category landing pages', (engine) => {
  const ctx = useTestApp(engine, {
    webRoot: builtWebRoot,
    env: { PRODUCT_NAME: 'Funday', PUBLIC_URL: 'https://funday.example' },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
  const landingPages = async () =>
    (await get('/attraction-service/v2/landing-pages')).json<{ results: LandingPage[] }>().results;

  it('lists each region × category with enough live places, counted as the list counts them', async () => {
    const response = await get('/attraction-service/v2/landing-pages');
    expect(response.statusCode).toBe(200);
    const pages = response.json<{ results: LandingPage[] }>().results;
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages)
      expect(page.attractionCount).toBeGreaterThanOrEqual(LANDING_PAGE_MIN_ATTRACTIONS);
    const order = pages.map((p) => `${p.regionDisplayName}|${p.categoryDisplayName}`);
    expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The biggest and the smallest pages: their counts are the list's totals.
    const bySize = [...pages].sort((a, b) => a.attractionCount - b.attractionCount);
    for (const page of [bySize[0]!, bySize.at(-1)!]) {
      const list = await get(
        `/attraction-service/v2/attractions?region=${page.regionName}&category=${page.categoryName}&pageSize=1`,
      );
      expect(list.json().metadata.totalResults, page.regionName + page.categoryName).toBe(
        page.attractionCount,
      );
    }
  });

  it('gives a landing page its own title and canonical link, and lists it in sitemap.xml', async () => {
    const [page] = await landingPages();
    const path = `/regions/${page!.regionName}/${page!.categoryName}`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(
      `Funday - Showing ${page!.categoryDisplayName} Fundays in ${page!.regionDisplayName}`,
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="https://funday.example${path}/" />`,
    );
    expect(response.body).not.toContain('noindex');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain(`<loc>https://funday.example${path}/</loc>`);
  });

  it('opens a region × category with too few places, but keeps it out of the index and the sitemap', async () => {
    const pages = await landingPages();
    const listed = new Set(pages.map((p) => `${p.regionName}/${p.categoryName}`));
    const { rows } = await ctx.database.pool.query<{ region: string; category: string }>(
      'select r.region_name as region, c.category_name as category from regions r, categories c order by 1, 2',
    );
    const thin = rows.find((row) => !listed.has(`${row.region}/${row.category}`))!;
    expect(thin).toBeDefined();
    const path = `/regions/${thin.region}/${thin.category}`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/sitemap.xml')).body).not.toContain(`${path}/<`);
  });

  it('answers 404 when the region or the category does not exist', async () => {
    const [page] = await landingPages();
    for (const path of [
      `/regions/${page!.regionName}/nosuch`,
      `/regions/nosuch/${page!.categoryName}`,
      `/regions/${page!.regionName}/${page!.categoryName}/extra`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(titleOf(response.body), path).toBe('Funday - Page Not Found');
    }
  });
});
