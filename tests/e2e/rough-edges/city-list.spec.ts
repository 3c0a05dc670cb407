import { expect, test } from '../support/test.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 3: Change Location's cities are grouped by country, each country once.
test('Change Location lists the cities under one heading per country, in order', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
  await returningVisitor(context, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: /^Change Location/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Location' });
  await dialog.getByRole('combobox', { name: 'City' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const headings = await listbox.locator('.MuiAutocomplete-groupLabel').allTextContents();
  expect(headings).toEqual(['England', 'Northern Ireland', 'Scotland', 'Wales']);
  // Within a country, A to Z.
  const english = await listbox
    .locator('li', { has: page.locator('.MuiAutocomplete-groupLabel', { hasText: 'England' }) })
    .first()
    .getByRole('option')
    .allTextContents();
  expect(english.length).toBeGreaterThan(10);
  expect(english).toEqual([...english].sort((a, b) => a.localeCompare(b)));
});
