import { expect, test } from '../support/test.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 6: the visitor's last explicit choice is the location they see (decision 092).
test.describe('default city and stored location', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await returningVisitor(context, baseURL);
    await context.addCookies(
      Object.entries({
        'personalisation-accepted': 'true',
        'location-name': 'Edinburgh',
        latitude: '55.9533',
        longitude: '-3.1883',
      }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
    );
  });

  test('choosing a default city in Settings wins over the place stored before', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: 'Change Location (now Edinburgh)' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('combobox', { name: 'Default city' }).click();
    await page.getByRole('option', { name: 'Leeds', exact: true }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: 'Change Location (now Leeds)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Change Location (now Leeds)' })).toBeVisible();

    // A place picked later wins over the default city in turn.
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const change = page.getByRole('dialog', { name: 'Change Location' });
    await change.getByRole('combobox', { name: 'City' }).fill('Bath');
    await page.getByRole('option', { name: 'Bath', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Change Location (now Bath)' })).toBeVisible();
  });
});
