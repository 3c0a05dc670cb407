import { expect, test } from '../support/test.js';
import type { Attraction } from '../../../src/contract/attraction.js';
import { dressedPhoto } from '../support/photos.js';
import { apiJson, quietVisit, serveClientRendered } from '../visitor-support.js';

// Issue 20, item 13: cards of one category do not all show the same drawing, and a real picture
// still wins: a moderator's photo (decision 167).
test('a strip of one category shows varied artwork, and a moderator’s picture wins', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
  await quietVisit(context, baseURL);
  const { results } = await apiJson<{ results: Attraction[] }>(
    page,
    '/attraction-service/v2/attractions?category=themepark&pageSize=1&sort=a-z',
  );
  const park = results[0]!;
  await serveClientRendered(page);
  const photo = await dressedPhoto(page);
  let pictured = '';
  await page.route(
    /\/attraction-service\/v2\/attractions\?.*excludeId=|\/attraction-service\/v2\/attractions\?.*exclude=/,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: Attraction[] };
      const first = body.results[0]!;
      pictured = first.name;
      body.results[0] = { ...first, photo };
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto(`/attraction/${park.id}`);
  const strip = page.getByRole('region', { name: 'Related attractions' });
  await strip.scrollIntoViewIfNeeded();
  const cards = strip.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  // Each card's picture: the photo's img (its fallback src) or the drawing.
  const sources = await cards
    .locator('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
  expect(sources[0]).toBe(photo.src);
  expect(pictured).not.toBe('');
  // The strip is of one category, though a card's drawing is of its own main category: those of
  // the commonest main category must not all be the same drawing.
  const drawings = sources.slice(1);
  const byCategory = new Map<string, string[]>();
  for (const src of drawings) {
    const category = /^\/images\/categories\/([a-z]+)/.exec(src)?.[1] ?? src;
    byCategory.set(category, [...(byCategory.get(category) ?? []), src]);
  }
  const commonest = [...byCategory.values()].sort((a, b) => b.length - a.length)[0]!;
  expect(commonest.length).toBeGreaterThanOrEqual(3);
  expect(new Set(commonest).size).toBeGreaterThanOrEqual(2);

  // The same attraction keeps the same drawing on another visit.
  await page.reload();
  await strip.scrollIntoViewIfNeeded();
  await expect(cards.first()).toBeVisible();
  const again = await cards
    .locator('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src') ?? ''));
  expect(again).toEqual(sources);
});
