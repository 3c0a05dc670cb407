// Issue 27, item 6 (decision 133): until a place has a photo, its drawing says what kind of place
// it is. On a fresh start the first 24 places near central London show at least 8 different
// pictures, and no art gallery shows the museums' dinosaur skeleton.
import { expect, test } from './support/test.js';
import { returningVisitor } from './support/site.js';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
});

const DINOSAUR = /\/images\/categories\/museum(-\d)?\.svg$/;

test('the first 24 places near London show varied pictures that fit them', async ({
  page,
}, testInfo) => {
  await page.goto('/attractions/');
  await expect(page.locator('main h1')).toHaveText('Showing All Daytrips');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(24);
  await expect(cards.first()).toContainText(/(\d+ mi|Less than a mile) away/);
  const shown = await cards.evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.querySelector('h2')?.textContent ?? '',
      picture: article.querySelector('img')?.getAttribute('src') ?? '',
    })),
  );
  expect(shown.every((card) => card.picture !== '')).toBe(true);
  expect(new Set(shown.map((card) => card.picture)).size).toBeGreaterThanOrEqual(8);
  const galleries = shown.filter((card) => /\b(gallery|tate)\b/i.test(card.name));
  for (const gallery of galleries) expect(gallery.picture, gallery.name).not.toMatch(DINOSAUR);
  await page.screenshot({ path: testInfo.outputPath('list-near-london.png') });
});
