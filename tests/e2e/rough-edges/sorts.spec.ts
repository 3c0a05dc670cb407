import { expect, test } from '../support/test.js';
import { ATTRACTION_SORTS, attractionSortLabels } from '../../../src/contract/sorts.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 7: SPEC §9's nine sorts are always offered, and ?sort=relevance is honoured.
test.describe('sorts', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await returningVisitor(context, baseURL);
  });

  test('the Sort drawer offers all nine sorts without a search term', async ({ page }) => {
    await page.goto('/attractions/');
    await page.getByRole('button', { name: /^Sort/ }).click();
    const radios = page.getByRole('radiogroup', { name: 'Sort' }).getByRole('radio');
    await expect(radios).toHaveCount(9);
    const labels = await page
      .getByRole('radiogroup', { name: 'Sort' })
      .locator('label')
      .allTextContents();
    expect(labels).toEqual(ATTRACTION_SORTS.map((sort) => attractionSortLabels[sort]));
  });

  test('?sort=relevance shows the default order, not Closest', async ({ page }) => {
    await page.goto('/attractions/?sort=relevance');
    await page.getByRole('button', { name: /^Sort/ }).click();
    await expect(page.getByRole('radio', { name: 'Default/Relevance' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Closest' })).not.toBeChecked();
  });
});
