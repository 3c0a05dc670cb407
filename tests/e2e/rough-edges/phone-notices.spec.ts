import { expect, test } from '../support/test.js';
import { expectNoA11yViolations } from '../support/axe-all.js';
import { denyGeolocation, openMenu } from '../support/site.js';

// Issue 20, items 1 and 2: on a phone the notices stack without covering each other or a dialog.
test.describe('notices on a phone', () => {
  test.beforeEach(async ({ context }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone-width layout');
    await denyGeolocation(context);
  });

  test('a first visit shows one notice at a time, every button of it tappable at once', async ({
    page,
  }) => {
    await page.goto('/');
    const cookieNotice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(cookieNotice).toBeVisible();
    // The geolocation notice is due now (denied at once); it waits for the cookie notice.
    await page.waitForTimeout(800);
    const geolocationNotice = page.getByRole('alert').filter({ hasText: 'geolocation' });
    await expect(geolocationNotice).toHaveCount(0);
    for (const name of ['Accept', 'Essential only']) {
      // A trial click checks that the button itself, not something on top of it, gets the tap.
      await cookieNotice.getByRole('button', { name }).click({ trial: true, timeout: 1000 });
    }
    await expectNoA11yViolations(page);
    await cookieNotice.getByRole('button', { name: 'Essential only' }).click();
    await expect(cookieNotice).toBeHidden();
    const alert = geolocationNotice;
    await expect(alert).toContainText('You have disabled geolocation data or it is not supported');
    await alert.getByRole('button', { name: 'Set location' }).click({ trial: true, timeout: 1000 });
  });

  test('the cookie notice does not cover the menu drawer or the Settings dialog', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    const nav = await openMenu(page);
    const entries = nav.getByRole('link');
    await entries.last().scrollIntoViewIfNeeded();
    await entries.last().click({ trial: true, timeout: 1000 });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const city = dialog.getByRole('combobox', { name: 'Default city' });
    await city.scrollIntoViewIfNeeded();
    // Disabled without personalisation, but it must be seen, not hidden under the notice.
    // The notice is still up, under the dialog: what is at the field's middle is the field.
    const cityBox = await city.boundingBox();
    if (!cityBox) throw new Error('the Default city field is not laid out');
    const covered = await page.evaluate(
      ([x, y]) =>
        (
          globalThis as unknown as {
            document: {
              elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null;
            };
          }
        ).document
          .elementFromPoint(x!, y!)
          ?.closest('[aria-label="Cookie notice"]') != null,
      [cityBox.x + cityBox.width / 2, cityBox.y + cityBox.height / 2],
    );
    await expect(page.locator('[aria-label="Cookie notice"]')).toBeVisible();
    expect(covered).toBe(false);
    await dialog
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ trial: true, timeout: 1000 });
  });
});
