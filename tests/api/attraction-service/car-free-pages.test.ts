// "Car-free days out near {city}" (issue 31, decision 153): one page per built-in city, its count
// being the list's own total at the page's starting walk and distance; the pages with enough
// places are in sitemap.xml and indexed, the others open but are not; an unknown city is a 404.
import { expect, it } from 'vitest';
import {
  CAR_FREE_RADIUS_MILES,
  CAR_FREE_SITEMAP_MIN_PLACES,
  CAR_FREE_WALK_MINUTES,
  citySlug,
} from '../../../src/contract/car-free-pages.js';
import type { CarFreePage } from '../../../src/contract/car-free-pages-schema.js';
import { describeEachEngine } from '../../support/test-database.js';
import { useTestApp } from '../../support/test-app.js';
import { builtWebRoot } from '../../support/web-fixture.js';
import cities from '../../../data/cities.json' with { type: 'json' };

describeEachEngine("cities' car-free pages", (engine) => {
  const ctx = useTestApp(engine, {
    webRoot: builtWebRoot,
    env: { PRODUCT_NAME: 'Funday', PUBLIC_URL: 'https://funday.example' },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
  const carFreePages = async () =>
    (await get('/attraction-service/v2/car-free-pages')).json<{ results: CarFreePage[] }>().results;
  const listTotal = async (page: CarFreePage) =>
    (
      await get(
        `/attraction-service/v2/attractions?latitude=${page.latitude}&longitude=${page.longitude}` +
          `&maxDistance=${CAR_FREE_RADIUS_MILES}&nearStation=${CAR_FREE_WALK_MINUTES}&pageSize=1`,
      )
    ).json<{ metadata: { totalResults: number } }>().metadata.totalResults;

  it('has a page for each of the 69 cities, counted as the list counts them', async () => {
    const pages = await carFreePages();
    expect(pages.map((p) => p.cityName)).toEqual(
      cities.map((c) => c.cityName).sort((a, b) => a.localeCompare(b)),
    );
    expect(pages.find((p) => p.cityName === 'Derry/Londonderry')?.citySlug).toBe(
      'derry-londonderry',
    );
    // The busiest page and a page with a few places: their counts are the list's totals.
    const bySize = [...pages].sort((a, b) => a.attractionCount - b.attractionCount);
    const few = bySize.find((p) => p.attractionCount > 0)!;
    for (const page of [bySize.at(-1)!, few]) {
      expect(page.attractionCount, page.cityName).toBe(await listTotal(page));
      expect(page.listed).toBe(page.attractionCount >= CAR_FREE_SITEMAP_MIN_PLACES);
    }
    expect(bySize.at(-1)!.attractionCount).toBeGreaterThan(0);
  });

  it('names a listed page in the title, indexes it and lists it in sitemap.xml', async () => {
    const listed = (await carFreePages()).filter((p) => p.listed);
    expect(listed.length).toBeGreaterThan(0);
    const page = listed[0]!;
    const path = `/car-free/${page.citySlug}`;
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`Funday - Car-free days out near ${page.cityName}`);
    expect(response.body).toContain(
      `<link rel="canonical" href="https://funday.example${path}/" />`,
    );
    expect((await get('/sitemap.xml')).body).toContain(`<loc>https://funday.example${path}/</loc>`);
  });

  it('opens a thin page, in any case of its address, but keeps it out of the index and the sitemap', async () => {
    const thin = (await carFreePages()).find((p) => !p.listed)!;
    expect(thin).toBeDefined();
    const path = `/car-free/${thin.citySlug}`;
    const response = await get(path.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`Funday - Car-free days out near ${thin.cityName}`);
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/sitemap.xml')).body).not.toContain(`${path}/<`);
  });

  it('answers 404 for a city it does not know', async () => {
    for (const path of ['/car-free/atlantis', `/car-free/${citySlug('Leeds')}/extra`]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(titleOf(response.body), path).toBe('Funday - Page Not Found');
    }
  });
});
