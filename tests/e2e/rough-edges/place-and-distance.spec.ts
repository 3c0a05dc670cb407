import { expect, test } from '../support/test.js';
import type { Attraction } from '../../../src/contract/attraction.js';
import { apiJson, quietVisit } from '../visitor-support.js';

// Issue 20, item 11: no "London, London", and no "0 mi away" for a place where the visitor is.
test.describe('place and distance wording', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await quietVisit(context, baseURL);
  });

  test('a town named like its region is named once', async ({ page }) => {
    const { results } = await apiJson<{ results: Attraction[] }>(
      page,
      '/attraction-service/v2/attractions?region=london&pageSize=50&sort=a-z',
    );
    const inLondon = results.find((a) => a.location.address.postalTown === 'London');
    if (!inLondon) throw new Error('the seed has an attraction in the town of London');
    await page.goto(`/attraction/${inLondon.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLondon.name);
    await expect(page.getByText('London, London')).toHaveCount(0);
    await expect(page.getByText('London', { exact: true }).first()).toBeVisible();
  });

  test('a place at the visitor’s own position is less than a mile away', async ({
    page,
    context,
    baseURL,
  }) => {
    const { results } = await apiJson<{ results: Attraction[] }>(
      page,
      '/attraction-service/v2/attractions?pageSize=1&sort=a-z',
    );
    const here = results[0]!;
    const { latitude, longitude } = here.location.coordinates!;
    await context.addCookies(
      Object.entries({
        'location-name': 'Right here',
        latitude: String(latitude),
        longitude: String(longitude),
      }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
    );
    await page.goto('/attractions/?sort=closest');
    const first = page.getByRole('article').first();
    await expect(first).toContainText(here.name);
    await expect(first).toContainText('Less than a mile away');
    await expect(page.getByText(/^0 mi away$/)).toHaveCount(0);
  });
});
