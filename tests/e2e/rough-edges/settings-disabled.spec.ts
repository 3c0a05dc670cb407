import { expect, test } from '../support/test.js';
import { expectNoA11yViolations } from '../support/axe-all.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 9: without personalisation the disabled settings read as what they are.
test('Settings without personalisation: disabled controls say why, and show their real value', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width layout');
  await returningVisitor(context, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const city = dialog.getByRole('combobox', { name: 'Default city' });
  await expect(city).toHaveText('None (London)');
  await expect(city).toHaveAccessibleDescription(/Turn on personalisation to change this\./);
  const geolocation = dialog.getByRole('switch', { name: 'Use my location' });
  await expect(geolocation).toBeDisabled();
  await expect(geolocation).toHaveAccessibleDescription(
    /your device is asked where you are on each visit.*Turn on personalisation to change this\./i,
  );
  await expect(
    dialog.getByRole('switch', { name: 'Analytics cookies' }),
  ).toHaveAccessibleDescription(/Turn on personalisation to change this\./);
  await expectNoA11yViolations(page);
});
