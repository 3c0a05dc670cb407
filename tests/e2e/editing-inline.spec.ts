import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, signInAsAdmin } from './support/site.js';

// Issue 7: inline editing on /attraction/edit/{id}, the admin action bar and the leave prompt.

test.beforeEach(async ({ context, baseURL }) => {
  await acknowledgeCookies(context, baseURL);
});

test('edit mode without a login shows the warning linking to /admin', async ({ page }) => {
  await page.goto('/attraction/edit/1');
  await expect(page.getByText(/You are not logged in\. Please/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log-in' })).toHaveAttribute('href', '/admin');
});

test('inline editors validate, save one at a time, and the leave prompt fires', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, baseURL);
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  const name = `E2E Inline ${testInfo.project.name} ${Date.now().toString(36)}`;
  const created = await page.request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      name,
      description: 'An attraction to edit inline.',
      entryPrice: 20,
      location: { region: 'london' },
      categories: ['museum'],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { response: { id: number } }).response.id;

  await page.goto(`/attraction/edit/${id}`);
  await expect(page.getByRole('region', { name: 'Name' }).getByText(name)).toBeVisible();
  // A new admin-created attraction is not live: the bar offers Activate, not Deactivate.
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Load Google Place Data needs a saved place ID.
  await page.getByRole('button', { name: 'Load Google Place Data' }).click();
  await expect(
    page.getByText('Please ensure a valid Google Place Id has been saved.'),
  ).toBeVisible();

  // Name: one editor open at a time; Confirm is blocked while the field has errors.
  await page.getByRole('button', { name: 'Edit Name' }).click();
  await expect(page.getByRole('button', { name: 'Edit Description' })).toBeDisabled();
  const nameField = page.getByRole('textbox', { name: 'Name' });
  await nameField.fill('');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Name: This field is required.' }),
  ).toBeVisible();
  await expect(nameField).toBeVisible();
  await nameField.fill(`${name} Renamed`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Name' }).getByText(`${name} Renamed`),
  ).toBeVisible();

  // Contact: each valid field saves on its own; the website gets http://; invalid stays open.
  await page.getByRole('button', { name: 'Set Contact' }).click();
  await page.getByRole('textbox', { name: 'Website' }).fill('example.org');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('999');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a valid UK Phone Number.' }),
  ).toBeVisible();
  await expect(phone).toBeVisible();
  await expect
    .poll(async () => {
      const read = await page.request.get(`/attraction-service/v2/attractions/${id}`, {
        headers: { token },
      });
      return ((await read.json()) as { links: { website: string | null } }).links.website;
    })
    .toMatch(/^http:\/\/example\.org\/?$/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Leave prompt: an unsaved change asks before following a link.
  await page.getByRole('button', { name: 'Edit Description' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Changed but not saved.');
  let prompt = '';
  page.once('dialog', (dialog) => {
    prompt = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'View the public page' }).click();
  expect(prompt).toBe("Are you sure you want to leave? Don't forget to save your changes.");
  await expect(page).toHaveURL(new RegExp(`/attraction/edit/${id}$`));

  // Unsaved changes block loading Google data.
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Activate it: it goes live and the bar offers Deactivate.
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Reactivated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
