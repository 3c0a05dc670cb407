import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { linkInMail } from './support/mailbox.js';

test.describe('the links in a sign-up mail', () => {
  test('confirm the address, then unsubscribe it, without signing in', async ({
    page,
    request,
  }) => {
    const email = `link-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    expect(
      (await request.post('/marketing-service/v1/email/signup', { data: { email } })).ok(),
    ).toBe(true);

    await page.goto(await linkInMail(email, 'confirm'));
    await expect(page).toHaveTitle('Daytrip - Confirm your sign-up');
    await expect(
      page.getByRole('heading', { name: 'Confirm your sign-up', level: 1 }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText("You're on the list! Thanks for confirming")).toBeVisible();

    await page.goto(await linkInMail(email, 'unsubscribe'));
    await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You have been unsubscribed')).toBeVisible();
  });

  test('an expired or unknown confirmation link says what to do', async ({ page }) => {
    await page.goto(`/email/confirm/${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This confirmation link' })).toHaveText(
      'This confirmation link has expired or is no longer valid. Please sign up again from the home page.',
    );
  });
});
