import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, countFor, signInAsAdmin } from './support/site.js';

// Issue 7: the submission wizard end to end — a visitor submits through every step, retrieves
// and edits the submission, an admin approves it and it is listed; a second one is rejected and
// the rejection undone.

const uniqueName = (label: string, project: string) =>
  `E2E ${label} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function nextStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test.beforeEach(async ({ context, baseURL }) => {
  await acknowledgeCookies(context, baseURL);
});

test('a visitor submits through every step, retrieves and edits it, and an admin approves it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName('Wizard Zoo', testInfo.project.name);
  await page.goto('/attraction/submit');
  await expect(page).toHaveTitle('Daytrip - Submit Attraction');
  await expect(page.getByRole('heading', { level: 2, name: 'Basic Details' })).toBeVisible();
  // The step indicator shows only from the large breakpoint.
  const stepper = page.getByTestId('wizard-stepper');
  if (testInfo.project.name === 'phone') await expect(stepper).toBeHidden();
  else await expect(stepper).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Step 1: errors show only once a field is dirty; Next waits for a valid step.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  const nameField = page.getByRole('textbox', { name: 'Name' });
  await nameField.fill('x');
  await nameField.fill('');
  await nameField.blur();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await nameField.fill(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Penguins, otters and a very good cafe.');
  const price = page.getByRole('textbox', { name: 'Adult entry price' });
  await price.fill('abc');
  await price.blur();
  await expect(page.getByText('This field is expected to be a number but was text.')).toBeVisible();
  await expect(next).toBeDisabled();
  await price.fill('12.5');
  await price.blur();
  await expect(price).toHaveValue('12.50');
  await expect(
    page.getByText(
      'Prices are not shown on Daytrip. This amount will instead be used to give a cost rating out of 5.',
    ),
  ).toBeVisible();
  // Visitors never see the admin-only fields.
  await expect(page.getByRole('textbox', { name: 'Google Place ID' })).toHaveCount(0);

  // Step 2: the postcode fills the missing coordinates; region is required.
  await nextStep(page, 'Location');
  await page.getByRole('textbox', { name: 'Town' }).fill('York');
  const postcode = page.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('YO1 7HH');
  await postcode.blur();
  // The postcode route must exist: a missing one fails here rather than taking a quieter path.
  const lookup = await page.request.get('/api/postcodes/YO1%207HH');
  expect(lookup.status(), 'GET /api/postcodes/{postcode} answers').toBe(200);
  await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('53.9623');
  await expect(page.getByText(/pre-populated from the postcode/)).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Yorkshire' }).click();

  // Step 3: contact rules.
  await nextStep(page, 'Contact Information');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('12345');
  await phone.blur();
  await expect(page.getByText('Please enter a valid UK Phone Number.')).toBeVisible();
  await expect(next).toBeDisabled();
  await phone.fill('01904 123456');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Please enter a valid Email Address.')).toBeVisible();
  await email.fill('hello@example.org');
  await page.getByRole('textbox', { name: 'Website' }).fill('www.example.org');

  // Step 4: facility values.
  await nextStep(page, 'Facilities');
  await page
    .getByRole('radiogroup', { name: 'Parking', exact: true })
    .getByRole('radio', { name: 'Available', exact: true })
    .check();

  // Step 5: category selection rules.
  await nextStep(page, 'Categories');
  await expect(
    page.getByText('Select at least one category before selecting a main category.'),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Zoos & Safari Parks' }).check();
  await expect(page.getByRole('textbox', { name: 'Main category' })).toHaveValue(
    'Zoos & Safari Parks',
  );
  await page.getByRole('checkbox', { name: 'Aquariums' }).check();
  await page.getByRole('combobox', { name: 'Main category' }).click();
  await page.getByRole('option', { name: 'Zoos & Safari Parks' }).click();

  // Step 6: the built attraction.
  await nextStep(page, 'Confirmation');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('£12.50 · cost rating ££ (£5.00 - £14.99)')).toBeVisible();
  await expect(page.getByText('Zoos & Safari Parks (main)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Attraction' }).click();

  // The success page, then the submission's own page.
  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
  await expect(page.getByText('Please keep a record of this ID.')).toBeVisible();
  const reference = (await page.getByTestId('reference-number').textContent())!.replace('-', '');
  expect(reference).toMatch(/^[0-9A-Z]{10}$/);
  await expect(page).toHaveURL(new RegExp(`/attraction/editsubmission/${reference}$`));
  for (const link of ['Submit another', 'Edit Submission', 'Retrieve Submission', 'Go Home']) {
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Retrieve it with the one-field form, and change it while it is unreviewed.
  await page.goto('/retrieveAttraction/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Submission ID' }).fill(reference.toLowerCase());
  await page.getByRole('button', { name: 'Retrieve' }).click();
  await expect(page).toHaveURL(new RegExp(`/attraction/editsubmission/${reference}$`));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Penguins, otters, meerkats and a cafe.');
  for (const title of [
    'Location',
    'Contact Information',
    'Facilities',
    'Categories',
    'Confirmation',
  ]) {
    await nextStep(page, title);
  }
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Submission Updated!' })).toBeVisible();
  await expect(page.getByText('Penguins, otters, meerkats and a cafe.')).toBeVisible();

  // A wrong reference.
  await page.goto('/retrieveAttraction/ABCDE23456');
  await expect(page.getByText('No matching Submission could be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An admin reviews it by id and approves it: it goes live and is listed.
  const submission = await page.request.get(`/management-service/v1/submissions/${reference}`);
  const id = ((await submission.json()) as { response: { id: number } }).response.id;
  await signInAsAdmin(page, baseURL);
  await page.goto(`/attraction/editsubmission/${id}`);
  await expect(page.getByRole('heading', { name: 'Review Submission' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Google Place ID' })).toBeVisible();
  for (const title of [
    'Location',
    'Contact Information',
    'Facilities',
    'Categories',
    'Confirmation',
  ]) {
    await nextStep(page, title);
  }
  await expect(page.getByRole('button', { name: 'Reject' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/attraction/${id}$`));
  expect(await countFor(page, `search=${encodeURIComponent(name)}&isExactSearch=true`)).toBe(1);

  // Now reviewed: read-only by reference.
  await page.goto(`/retrieveAttraction/${reference}`);
  await expect(page.getByText(/has been approved and can no longer be changed/)).toBeVisible();
});

test('an admin rejects a submission and then undoes the rejection', async ({
  page,
  baseURL,
}, testInfo) => {
  const name = uniqueName('Rejected Castle', testInfo.project.name);
  const created = await page.request.post('/management-service/v1/submissions', {
    data: {
      name,
      description: 'A castle on a hill.',
      entryPrice: 8,
      location: { region: 'wales' },
      categories: ['castles'],
    },
  });
  expect(created.status()).toBe(201);
  const { id, referenceNumber } = (
    (await created.json()) as {
      response: { id: number; referenceNumber: string };
    }
  ).response;

  await signInAsAdmin(page, baseURL);
  await page.goto(`/attraction/editsubmission/${id}`);
  // The review page's admin bar: Load Google Place Data needs a saved place ID (SPEC §5, §8);
  // Approve and Reject stay on the wizard's last step (SPEC §4).
  const bar = page.getByRole('region', { name: 'Admin actions' });
  await expect(bar.getByText('Awaiting review')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await bar.getByRole('button', { name: 'Load Google Place Data' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please ensure a valid Google Place Id has been saved.' }),
  ).toBeVisible();
  for (const title of [
    'Location',
    'Contact Information',
    'Facilities',
    'Categories',
    'Confirmation',
  ]) {
    await nextStep(page, title);
  }
  await expect(page.getByRole('button', { name: 'Undo Reject' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected successfully.')).toBeVisible();
  // SPEC §4: after reject, the submissions list (whose bare path shows its 'all' view).
  await expect(page).toHaveURL(/\/admin\/attractionsubmissions(\/all)?$/);

  await page.goto(`/attraction/editsubmission/${id}`);
  await expect(page.getByText('This submission has been rejected.')).toBeVisible();
  for (const title of [
    'Location',
    'Contact Information',
    'Facilities',
    'Categories',
    'Confirmation',
  ]) {
    await nextStep(page, title);
  }
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo Reject' }).click();
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo Reject' })).toHaveCount(0);
  const after = await page.request.get(`/management-service/v1/submissions/${referenceNumber}`);
  const status = (
    (await after.json()) as { response: { status: { isApproved: boolean; isLive: boolean } } }
  ).response.status;
  expect(status).toMatchObject({ isApproved: true, isLive: true });
});

test('on the review page, Load Google Place Data waits for unsaved changes', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsAdmin(page, baseURL);
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  const created = await page.request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      name: uniqueName('Place Id Pier', testInfo.project.name),
      description: 'A pier with a saved Google Place ID.',
      entryPrice: 0,
      location: { region: 'southeastengland' },
      categories: ['historic'],
      metadata: { googlePlaceId: 'ChIJ-e2e-place' },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { response: { id: number } }).response.id;

  await page.goto(`/attraction/editsubmission/${id}`);
  await expect(page.getByRole('heading', { name: 'Review Submission' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Changed, not yet applied.');
  await page
    .getByRole('region', { name: 'Admin actions' })
    .getByRole('button', { name: 'Load Google Place Data' })
    .click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'One or more properties have changed since the last save. Please save changes before proceeding.',
    }),
  ).toBeVisible();
});

test.describe('with the device position shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 51.5, longitude: -0.12 } });

  test('the geolocation notice never covers the wizard buttons', async ({ page }) => {
    await page.goto('/attraction/submit');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'You are using the precise geolocation data of your device' });
    await expect(notice).toBeVisible();
    const actions = page.getByTestId('wizard-actions');
    for (const name of ['Previous', 'Next']) {
      const button = actions.getByRole('button', { name });
      // Scrolled so the button sits at the bottom of the screen, where the notice shows.
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      const box = (await button.boundingBox())!;
      // What a click there would hit is the button bar, not the notice (a disabled button lets
      // the point through to its bar). The test build has no DOM types: a string expression.
      const hit = await page.evaluate(
        `Boolean(document.elementFromPoint(${box.x + box.width / 2}, ${box.y + box.height / 2})?.closest('[data-testid="wizard-actions"]'))`,
      );
      expect(hit).toBe(true);
      const noticeBox = (await notice.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(noticeBox.y);
    }
  });
});
