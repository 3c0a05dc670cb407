import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { signIn, uniqueTag } from './support/admin.js';
import { linkInMail } from './support/mailbox.js';

// Whole journeys with axe checks: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('admin email sign-ups', () => {
  test('lists confirmed sign-ups with month/day/year dates and exports them as CSV', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    const email = `zz-${uniqueTag()}@example.com`;
    const answer = await request.post('/marketing-service/v1/email/signup', { data: { email } });
    expect(answer.ok()).toBe(true);
    // Double opt-in: the address joins the list from the link in its confirmation mail.
    await page.goto(await linkInMail(email, 'confirm'));
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();

    await page.goto('/admin');
    await page.getByRole('link', { name: 'View sign-ups' }).click();
    await expect(page).toHaveURL(/\/admin\/emailsignups$/);
    await expect(page.getByRole('heading', { name: 'Email Sign-ups', level: 1 })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: email });
    await expect(entry).toContainText(/Signed up \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^email-signups-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,signedUpAt');
    expect(csv).toContain(`${email},`);
  });
});
