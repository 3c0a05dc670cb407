// Issue 30: a card's title never loses part of a word at the card's edge. At 390 px the home
// page's strip read "Shakespear Globe": a word wider than the card was cut, not wrapped.
import { expect, test, type Page } from './support/test.js';
import { returningVisitor } from './support/site.js';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
});

/** Titles whose text is wider than their box: a word cut off at the edge. */
async function clippedTitles(page: Page): Promise<string[]> {
  return page
    .locator('main article')
    .locator('h2, h3')
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.scrollWidth > title.clientWidth + 1)
        .map((title) => title.textContent ?? ''),
    );
}

test('the home page’s cards show every word of their titles', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('main article h2, main article h3').first()).not.toBeEmpty();
  expect(await clippedTitles(page)).toEqual([]);
});

test('a long word wraps inside a narrow card: Shakespeare’s Globe', async ({ page }) => {
  await page.goto('/search/globe');
  const title = page.locator('main article').getByRole('heading', { name: /Shakespeare.s Globe/ });
  await expect(title.first()).toBeVisible();
  // The narrowest a card gets: the home strip's width on a phone.
  await title.first().evaluate((element) => {
    (element.closest('article') as HTMLElement).style.width = '170px';
  });
  expect(await clippedTitles(page)).toEqual([]);
});
