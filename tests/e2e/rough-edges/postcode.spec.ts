import { expect, test } from '../support/test.js';
import { expectNoA11yViolations } from '../support/axe-all.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 4: a postcode the provider cannot place still gets its district's approximate
// position from the data shipped with the site, said to be approximate; one that cannot be placed
// at all gets a clear message.
test.describe('postcode look-up', () => {
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
    await returningVisitor(context, baseURL);
  });

  test('a postcode unknown to the provider is placed in its district, approximately', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('ls1 4ap');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Change Location (now LS1 4AP (approx.))' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'LS1' })).toHaveText(
      'LS1 4AP is placed at the middle of the LS1 postcode district, so distances from it are approximate.',
    );
    // A provider's exact answer is used when there is one.
    await page.getByRole('button', { name: /^Change Location/ }).click();
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('YO1 7HH');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('button', { name: 'Change Location (now YO1 7HH)' })).toBeVisible();
  });

  test('a postcode that cannot be placed says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('ZZ9 9ZZ');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(
      dialog.getByText('We could not find where ZZ9 9ZZ is. Check the postcode, or choose a city.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
