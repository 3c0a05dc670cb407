import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, signInAsAdmin } from './support/site.js';
import { attractionNamed, quietVisit } from './visitor-support.js';

// Issue 7: inline editing on /attraction/edit/{id}, the admin action bar and the leave prompt.

test.beforeEach(async ({ context, baseURL }) => {
  await acknowledgeCookies(context, baseURL);
});

test('edit mode without a login shows the warning linking to /admin', async ({ page }) => {
  await page.goto('/attraction/edit/1');
  // SPEC §6's sentence, whole, with 'Log-in' as its link.
  await expect(page.getByRole('alert').filter({ hasText: 'You are not logged in.' })).toHaveText(
    'You are not logged in. Please Log-in to edit this attraction.',
  );
  await expect(page.getByRole('link', { name: 'Log-in' })).toHaveAttribute('href', '/admin');
});

test("view mode offers 'Edit Attraction' to admins only, opening the edit page", async ({
  page,
  context,
  baseURL,
}) => {
  // No geolocation notice fading in while axe reads the colours.
  await quietVisit(context, baseURL);
  const zoo = await attractionNamed(page, 'Chester Zoo');
  // A visitor reads the page without it.
  await page.goto(`/attraction/${zoo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chester Zoo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Attraction' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Admin actions' })).toHaveCount(0);

  // SPEC §6: with an admin login the view mode shows the button.
  await signInAsAdmin(page, baseURL);
  await page.reload();
  const edit = page.getByRole('link', { name: 'Edit Attraction' });
  await expect(edit).toBeVisible();
  await expect(edit).toHaveAttribute('href', `/attraction/edit/${zoo.id}`);
  await expectNoSeriousA11yViolations(page);
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/attraction/edit/${zoo.id}$`));
  await expect(page.getByRole('button', { name: 'Edit Name' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Attraction' })).toHaveCount(0);
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
  // The attraction page itself: the name is its h1, the view's panels carry the editors.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Name', exact: true }).getByText(name),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: `About ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related attractions' })).toBeVisible();
  // Managing users see every section, empty ones with Set.
  for (const label of [
    'Set Contact',
    'Set Facilities',
    'Edit Location and Region',
    'Set Image URL',
  ]) {
    await expect(page.getByRole('button', { name: label })).toBeVisible();
  }
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
  if (testInfo.project.name === 'desktop') {
    await page.locator('span:has(> button[aria-label="Edit Description"])').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Close all open editors before editing the description.',
    );
  }
  // The editor opens in place, in the name's own section under the h1.
  const nameField = page
    .getByRole('region', { name: 'Name', exact: true })
    .getByRole('textbox', { name: 'Name' });
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
    page.getByRole('region', { name: 'Name', exact: true }).getByText(`${name} Renamed`),
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
  await page
    .getByRole('region', { name: 'Description', exact: true })
    .getByRole('textbox', { name: 'Description' })
    .fill('Changed but not saved.');
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

test('the facilities editor sets values and types in place', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page, baseURL);
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  const created = await page.request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      name: `E2E Types ${testInfo.project.name} ${Date.now().toString(36)}`,
      description: 'An attraction whose facility types change.',
      entryPrice: 5,
      location: { region: 'london', coordinates: { latitude: 51.5, longitude: -0.12 } },
      categories: ['museum'],
      facilities: [{ name: 'parking', state: 'YES', types: ['Free'] }],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { response: { id: number } }).response.id;

  await page.goto(`/attraction/edit/${id}`);
  const panel = page.getByRole('region', { name: 'Facilities', exact: true });
  await expect(panel.locator('[data-facility="parking"]').getByText('Free')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Facilities' }).click();
  // The editor opens inside the Facilities panel; the location panel's button waits.
  await expect(page.getByRole('button', { name: 'Edit Location and Region' })).toBeDisabled();
  const parkingTypes = panel.getByRole('group', { name: 'Parking types' });
  await expect(parkingTypes.getByRole('checkbox', { name: 'Free' })).toBeChecked();
  await parkingTypes.getByRole('checkbox', { name: 'Free' }).uncheck();
  await parkingTypes.getByRole('checkbox', { name: 'Paid' }).check();
  // Types show only for a facility that is there.
  const cafe = panel.getByRole('radiogroup', { name: 'Cafe' });
  await expect(panel.getByRole('group', { name: 'Cafe types' })).toHaveCount(0);
  await cafe.getByRole('radio', { name: 'Advisory', exact: true }).check();
  await panel
    .getByRole('group', { name: 'Cafe types' })
    .getByRole('checkbox', { name: 'Vegan options' })
    .check();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await expect(panel.locator('[data-facility="parking"]').getByText('Paid')).toBeVisible();
  await expect(panel.locator('[data-facility="parking"]').getByText('Free')).toHaveCount(0);
  await expect(panel.locator('[data-facility="cafe"]').getByText('Vegan options')).toBeVisible();

  const read = await page.request.get(`/attraction-service/v2/attractions/${id}`, {
    headers: { token },
  });
  const facilities = (
    (await read.json()) as {
      facilities: { name: string; state: string; types: { name: string }[] }[];
    }
  ).facilities;
  expect(facilities).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'parking', state: 'YES', types: [{ name: 'Paid' }] }),
      expect.objectContaining({
        name: 'cafe',
        state: 'PARTIAL',
        types: [{ name: 'Vegan options' }],
      }),
    ]),
  );
  await expectNoSeriousA11yViolations(page);
});

test('an unknown attraction in edit mode shows the not-found page', async ({
  page,
  context,
  baseURL,
}) => {
  // No geolocation notice fading in while axe reads the colours.
  await quietVisit(context, baseURL);
  await signInAsAdmin(page, baseURL);
  await page.goto('/attraction/edit/987654321');
  await expect(page.getByText(/Error 404 - Page Not Found/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
