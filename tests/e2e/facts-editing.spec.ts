import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, signInAsAdmin } from './support/site.js';

// Issue 17 item 5: a moderator enters a museum's summer and winter hours and its access profile
// in the attraction page's inline editors, and the page then shows them; a visitor's wizard
// carries the facts through to the submission.

const unique = (label: string, project: string) =>
  `E2E ${label} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await acknowledgeCookies(context, baseURL);
});

async function createMuseum(page: Page, name: string): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  const created = await page.request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      name,
      description: 'A museum whose hours and access a moderator enters.',
      entryPrice: 0,
      location: { region: 'yorkshire', coordinates: { latitude: 53.96, longitude: -1.08 } },
      categories: ['museum'],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { response: { id: number } }).response.id;
}

/** Summer runs April to October in the template; the winter hours are edited to close at 15:30. */
function londonMonth(): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'numeric' }).format(),
  );
}

test('a moderator enters summer and winter hours and the access profile inline', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, baseURL);
  const id = await createMuseum(page, unique('Museum', testInfo.project.name));
  await page.goto(`/attraction/edit/${id}`);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();

  // Opening times: the summer and winter template, winter closing earlier every day.
  await page.getByRole('button', { name: 'Set Opening times' }).click();
  const hours = page.getByRole('group', { name: 'Editing Opening times' });
  await hours.getByRole('radio', { name: 'Regular opening times' }).check();
  await hours.getByRole('button', { name: 'Summer and winter' }).click();
  const winter = hours.getByRole('group', { name: 'Winter season' });
  await winter.getByLabel('Monday closes').fill('09:00');
  await winter.getByLabel('Monday closes').blur();
  await expect(winter.getByText('The closing time must be after the opening time.')).toBeVisible();
  await winter.getByLabel('Monday closes').fill('15:30');
  await winter.getByRole('button', { name: "Copy Monday's hours to every day" }).click();
  await expect(winter.getByLabel('Sunday closes')).toHaveValue('15:30');
  await hours.getByRole('button', { name: 'Closed on Christmas Day' }).click();
  await expectNoSeriousA11yViolations(page);
  await hours.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();

  // Accessibility: four facts known, the rest left "Not yet checked".
  await page.getByRole('button', { name: 'Set Accessibility' }).click();
  const access = page.getByRole('group', { name: 'Editing Accessibility' });
  const pick = async (facility: string, state: string) =>
    access
      .getByRole('radiogroup', { name: facility })
      .getByRole('radio', { name: state, exact: true })
      .check();
  await pick('Step-free access', 'Yes');
  await pick('Accessible toilet', 'Yes');
  await pick('Changing Places toilet', 'No');
  await pick('Blue Badge parking', 'Partly');
  await access.getByRole('textbox', { name: 'Access note' }).fill('Ramp at the side entrance.');
  await expectNoSeriousA11yViolations(page);
  await access.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.').first()).toBeVisible();
  const accessPanel = page.getByRole('region', { name: 'Accessibility' });
  await expect(accessPanel.getByText(/^Checked by our moderators on \d+ \w+ \d{4}/)).toBeVisible();

  // The attraction page shows them.
  await page.goto(`/attraction/${id}`);
  const today = londonMonth() >= 4 && londonMonth() <= 10 ? '10:00–17:00' : '10:00–15:30';
  const week = page.getByRole('table', { name: 'Opening times this week' });
  await expect(week.getByRole('row').first()).toContainText('Today');
  await expect(week.getByRole('row')).toHaveCount(7);
  await expect(week).toContainText(today);
  await expect(page.getByText(/^(Summer|Winter) hours, /).first()).toBeVisible();
  const profile = page.getByRole('region', { name: 'Accessibility' });
  await expect(profile.locator('[data-access="wheelchairaccess"]')).toContainText('Yes');
  await expect(profile.locator('[data-access="changingplaces"]')).toContainText('No');
  await expect(profile.locator('[data-access="bluebadgeparking"]')).toContainText('Partly');
  await expect(profile.locator('[data-access="hearingloop"]')).toContainText('Not yet checked');
  await expect(profile.getByText('Ramp at the side entrance.')).toBeVisible();
});

test("a visitor's wizard carries the family facts into the submission", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = unique('Wizard Facts', testInfo.project.name);
  const next = async (title: string) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  };
  await page.goto('/attraction/submit');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('A soft play barn.');
  await page.getByRole('textbox', { name: 'Adult entry price' }).fill('6');
  await next('Location');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Yorkshire' }).click();
  await next('Contact Information');
  await next('Facilities');

  await page.getByRole('radio', { name: 'Open all year, any time' }).check();
  await page
    .getByRole('radiogroup', { name: 'Step-free access' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  const youngest = page.getByRole('textbox', { name: 'Youngest age' });
  await youngest.fill('8');
  await page.getByRole('textbox', { name: 'Oldest age' }).fill('3');
  await page.getByRole('textbox', { name: 'Oldest age' }).blur();
  await expect(page.getByText('The youngest age must not be above the oldest age.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await youngest.fill('1');
  await page.getByRole('radio', { name: 'Indoor', exact: true }).check();
  await expectNoSeriousA11yViolations(page);
  await next('Categories');
  await page.getByRole('checkbox', { name: 'Zoos & Safari Parks' }).check();
  await next('Confirmation');
  await page.getByRole('button', { name: 'Save Attraction' }).click();
  await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
  const reference = (await page.getByTestId('reference-number').textContent())!.replace('-', '');

  const read = await page.request.get(`/management-service/v1/submissions/${reference}`);
  const saved = ((await read.json()) as { response: Record<string, unknown> }).response;
  expect(saved.openingHours).toEqual({ state: 'always' });
  expect(saved.ages).toEqual({ from: 1, to: 3 });
  expect(saved.setting).toBe('indoor');
  expect(saved.facilities).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'wheelchairaccess', state: 'YES' })]),
  );
  expect((saved.checks as { hours: { source: string } }).hours.source).toBe('visitor');
});
