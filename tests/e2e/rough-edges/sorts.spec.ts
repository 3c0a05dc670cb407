import { expect, test } from '../support/test.js';
import { ATTRACTION_SORTS, attractionSortLabels } from '../../../src/contract/sorts.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 7: SPEC §9's nine sorts are always offered, and ?sort=relevance is honoured.
test.describe('sorts', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await returningVisitor(context, baseURL);
  });

  test("the Sort drawer offers SPEC's nine sorts and Recommended without a search term", async ({
    page,
  }) => {
    await page.goto('/attractions/');
    await page.getByRole('button', { name: /^Sort/ }).click();
    const radios = page.getByRole('radiogroup', { name: 'Sort' }).getByRole('radio');
    await expect(radios).toHaveCount(10);
    const labels = await page
      .getByRole('radiogroup', { name: 'Sort' })
      .locator('label')
      .allTextContents();
    expect(labels).toEqual(ATTRACTION_SORTS.map((sort) => attractionSortLabels[sort]));
  });

  test('a landing page opens on Recommended, a curated place first; the plain list on Closest', async ({
    page,
  }) => {
    const answer = await page.request.get(
      '/attraction-service/v2/attractions?region=london&category=museum&sort=recommended' +
        '&latitude=51.52&longitude=-0.09&pageSize=1',
    );
    const first = ((await answer.json()) as { results: { name: string; source: string | null }[] })
      .results[0]!;
    expect(first.source).toBeNull(); // a curated listing
    await page.goto('/regions/london/museum');
    await expect(page.getByRole('button', { name: 'Sort Recommended' })).toBeVisible();
    await expect(page.locator('main article h2').first()).toHaveText(first.name);
    await page.goto('/attractions/');
    await expect(page.getByRole('button', { name: 'Sort Closest' })).toBeVisible();
  });

  test('?sort=relevance shows the default order, not Closest', async ({ page }) => {
    await page.goto('/attractions/?sort=relevance');
    await page.getByRole('button', { name: /^Sort/ }).click();
    await expect(page.getByRole('radio', { name: 'Default/Relevance' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Closest' })).not.toBeChecked();
  });
});
