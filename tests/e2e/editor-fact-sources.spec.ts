import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, signInAsAdmin } from './support/site.js';

// Decision 118: a moderator says where a group of facts came from in the inline editor, and the
// attraction page then says the source and its date in words. Runs at 1280 px and 390 px.

const unique = (label: string, project: string) =>
  `E2E ${label} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await acknowledgeCookies(context, baseURL);
});

async function createLiveMuseum(page: Page, name: string): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  const created = await page.request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      name,
      description: 'A museum whose opening times a moderator sources.',
      entryPrice: 0,
      location: { region: 'yorkshire', coordinates: { latitude: 53.96, longitude: -1.08 } },
      categories: ['museum'],
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { response: { id: number } }).response.id;
  const live = await page.request.post(`/management-service/v1/attractions/${id}/approve`, {
    headers: { token },
  });
  expect(live.status()).toBe(200);
  return id;
}

/** A London date some days back, as the date input takes it and as the page words it. */
function londonDaysAgo(days: number): { iso: string; words: string } {
  const instant = new Date(Date.now() - days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options }).format(instant);
  const iso = `${part({ year: 'numeric' })}-${part({ month: '2-digit' })}-${part({ day: '2-digit' })}`;
  const words = `${Number(part({ day: 'numeric' }))} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
  return { iso, words };
}

test('a moderator gives the source of the opening times and the page says it in words', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, baseURL);
  const id = await createLiveMuseum(page, unique('Sourced Museum', testInfo.project.name));
  await page.goto(`/attraction/edit/${id}`);

  await page.getByRole('button', { name: 'Set Opening times' }).click();
  const hours = page.getByRole('group', { name: 'Editing Opening times' });
  await hours.getByRole('radio', { name: 'Open all year, any time' }).check();
  const source = hours.getByRole('group', { name: 'Where is this from?' });
  // Changed values with the source left alone are the moderator's own check, dated today.
  await expect(source.getByText(/saved as checked by a moderator today/)).toBeVisible();
  await expect(source.getByRole('combobox', { name: 'Source' })).toHaveText(
    'Checked by a moderator',
  );

  // A website source needs its page: the contract's message beside the field blocks Confirm.
  await source.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: "The place's own website" }).click();
  await expect(
    source.getByText('Give the address of the page these facts came from.'),
  ).toBeVisible();
  await hours.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Source of these facts: Give the address of the page these facts came from.'),
  ).toBeVisible();

  const asOf = londonDaysAgo(10);
  await source.getByRole('textbox', { name: 'Page address' }).fill('https://www.example.org/visit');
  await source.getByLabel('As of').fill(asOf.iso);
  await expect(source.getByText('Give the address of the page these facts came from.')).toHaveCount(
    0,
  );
  await page.screenshot({
    path: testInfo.outputPath(`editor-fact-sources-${testInfo.project.name}.png`),
    fullPage: false,
  });
  await expectNoSeriousA11yViolations(page);
  await hours.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully.').first()).toBeVisible();
  await expect(hours).toHaveCount(0);

  // The public page says where the times came from and as of when, the page's host linked.
  await page.goto(`/attraction/${id}`);
  const panel = page.getByRole('region', { name: 'Opening times' });
  await expect(
    panel.getByText(`Opening times from example.org, as of ${asOf.words} — check before you go`),
  ).toBeVisible();
  await expect(panel.getByRole('link', { name: 'example.org' })).toHaveAttribute(
    'href',
    'https://www.example.org/visit',
  );

  // Reopened, the editor starts from the recorded source.
  await page.goto(`/attraction/edit/${id}`);
  await page.getByRole('button', { name: 'Edit Opening times' }).click();
  const reopened = page
    .getByRole('group', { name: 'Editing Opening times' })
    .getByRole('group', { name: 'Where is this from?' });
  await expect(reopened.getByRole('combobox', { name: 'Source' })).toHaveText(
    "The place's own website",
  );
  await expect(reopened.getByRole('textbox', { name: 'Page address' })).toHaveValue(
    'https://www.example.org/visit',
  );
  await expect(reopened.getByLabel('As of')).toHaveValue(asOf.iso);
});

test("a moderator's new attraction records the source given in the wizard", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, baseURL);
  const next = async (title: string) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  };
  await page.goto('/attraction/create');
  await page
    .getByRole('textbox', { name: 'Name' })
    .fill(unique('Wizard Sourced', testInfo.project.name));
  await page.getByRole('textbox', { name: 'Description' }).fill('A museum created with sources.');
  await page.getByRole('textbox', { name: 'Adult entry price' }).fill('0');
  await next('Location');
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Yorkshire' }).click();
  await next('Contact Information');
  await next('Facilities');

  const hours = page.getByRole('region', { name: 'Opening times' });
  await hours.getByRole('radio', { name: 'Open all year, any time' }).check();
  const source = hours.getByRole('group', { name: 'Where is this from?' });
  await source.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'A published page (guide, newspaper, council)' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await source.getByRole('textbox', { name: 'Page address' }).fill('https://guide.example/museum');
  const asOf = londonDaysAgo(3);
  await source.getByLabel('As of').fill(asOf.iso);
  await source.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: testInfo.outputPath(`wizard-fact-sources-${testInfo.project.name}.png`),
  });
  await next('Categories');
  await page.getByRole('checkbox', { name: 'Zoos & Safari Parks' }).check();
  await next('Confirmation');
  await page.getByRole('button', { name: 'Save Attraction' }).click();
  await expect(page).toHaveURL(/\/attraction\/edit\/\d+$/);
  await expect(
    page
      .getByRole('region', { name: 'Opening times' })
      .getByText(`Opening times from guide.example, as of ${asOf.words} — check before you go`),
  ).toBeVisible();
});
