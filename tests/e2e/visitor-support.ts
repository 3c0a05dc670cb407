import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import type { Attraction } from '../../src/contract/attraction.js';

// Shared steps for the Visitor site II browser tests (visitor-*.spec.ts).

export const PRODUCT = 'Daytrip';
export const API = '/attraction-service/v2';

/**
 * A visit without interruptions: the cookie notice acknowledged and the geolocation notice of
 * this session already shown, so no snackbar covers what a test clicks.
 */
export async function quietVisit(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookie-policy-acknowledged', value: 'true', url: baseURL ?? '' },
  ]);
  await context.addInitScript({
    content: "try { sessionStorage.setItem('geolocation-notice', 'unavailable'); } catch {}",
  });
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** An attraction of the seeded catalogue, by its exact name, straight from the API. */
export async function attractionNamed(page: Page, name: string): Promise<Attraction> {
  const response = await page.request.get(
    `${API}/attractions?search=${encodeURIComponent(name)}&pageSize=10`,
  );
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: Attraction[] };
  const found = results.find((a) => a.name === name);
  if (!found) throw new Error(`No attraction named ${name} in the seeded catalogue`);
  return found;
}

export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A page's HTML as the browser alone would render it: without the server's render (decision 097). */
export function asClientRendered(html: string): string {
  return html
    .replace(/<script id="query-state" type="application\/json">.*?<\/script>/gs, '')
    .replace(
      /<div id="root" data-server-rendered[^>]*>[\s\S]*<\/div>(?=\s*<\/body>)/,
      '<div id="root"></div>',
    );
}

/**
 * Serves pages as the browser alone renders them (asClientRendered), so the page asks the API,
 * as it does when reached from another page, and a test can hold or change that.
 */
export async function serveClientRendered(page: Page) {
  await page.route('**/*', async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: asClientRendered(await response.text()) });
  });
}

/** Serves the attraction with some fields changed, to show rules the seed data cannot. */
export async function serveAttractionWith(
  page: Page,
  id: number,
  change: (attraction: Attraction) => Attraction,
) {
  await serveClientRendered(page);
  await page.route(new RegExp(`${API}/attractions/${id}$`), async (route: Route) => {
    const response = await route.fetch();
    const attraction = (await response.json()) as Attraction;
    await route.fulfill({ response, json: change(attraction) });
  });
}

/** Map tiles cannot load here (no internet): every tile request fails, as offline. */
export async function failMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** The number of columns a CSS grid lays out. */
export async function gridColumns(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate(
      (el) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): { gridTemplateColumns: string } })
          .getComputedStyle(el)
          .gridTemplateColumns.split(' ')
          .filter(Boolean).length,
    );
}
