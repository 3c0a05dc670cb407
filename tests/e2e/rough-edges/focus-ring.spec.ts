import { expect, test, type Locator, type Page } from '../support/test.js';
import { openFilters, openMenu, returningVisitor } from '../support/site.js';

// Issue 20, item 8: every focusable control shows a visible focus ring when reached by keyboard
// (WCAG 2.2 2.4.7 and 2.4.11), and Change Location opens with the City field focused.

/** Focuses the control as the keyboard would (so :focus-visible applies) and reads its outline. */
async function keyboardFocusOutline(page: Page, control: Locator) {
  await page.keyboard.press('Shift');
  await control.focus();
  await expect(control).toBeFocused();
  return control.evaluate((element) => {
    const style = (
      globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }
    ).getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth ?? '0') };
  });
}

async function expectFocusRing(page: Page, control: Locator) {
  const outline = await keyboardFocusOutline(page, control);
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe('keyboard focus', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await returningVisitor(context, baseURL);
  });

  test('header icon buttons, drawer entries and filter headers show a focus ring', async ({
    page,
  }) => {
    await page.goto('/attractions/');
    await expectFocusRing(page, page.getByRole('button', { name: 'Settings' }));
    await expectFocusRing(page, page.getByRole('button', { name: 'Menu' }));
    const filters = await openFilters(page);
    await expectFocusRing(page, filters.getByRole('button', { name: 'Category', exact: true }));
    await expectFocusRing(page, page.getByRole('button', { name: /^Sort/ }));
    const nav = await openMenu(page);
    await expectFocusRing(page, nav.getByRole('link', { name: 'Categories' }));
  });

  test('Change Location opens with the City field focused', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    await expect(dialog.getByRole('combobox', { name: 'City' })).toBeFocused();
  });
});
