import { expect, test, type BrowserContext } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { acknowledgeCookies, denyGeolocation, returningVisitor } from './support/site.js';

const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

test.describe('the cookie notice', () => {
  test.beforeEach(async ({ context }) => {
    await denyGeolocation(context);
  });

  test('shows until acknowledged, and stays away after a reload', async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole('button', { name: 'Essential only' }).click();
    await expect(notice).toBeHidden();
    // Wait on the cookie itself: a tap before the shell has hydrated posts the notice's plain
    // form, and the notice is gone while the answer that sets the cookie is still on its way.
    await expect
      .poll(async () => (await cookieNamed(context, 'cookie-policy-acknowledged'))?.value)
      .toBe('true');
    const cookie = await cookieNamed(context, 'cookie-policy-acknowledged');
    // SPEC §9: six months.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(185);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('Accept gives consent, so the chosen location is remembered', async ({ page, context }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect
      .poll(async () => (await cookieNamed(context, 'personalisation-accepted'))?.value)
      .toBe('true');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    await dialog.getByRole('combobox', { name: 'City' }).fill('Bath');
    await page.getByRole('option', { name: 'Bath', exact: true }).click();
    await expect(dialog).toBeHidden();
    expect((await cookieNamed(context, 'location-name'))?.value).toBe('Bath');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Change Location (now Bath)' })).toBeVisible();
  });
});

test.describe('personalisation in Settings', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await returningVisitor(context, baseURL);
  });

  test("switching it off asks SPEC's question and removes every stored preference", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies(
      Object.entries({
        'personalisation-accepted': 'true',
        'use-geolocation': 'false',
        'default-location': 'York',
        'location-name': 'York',
        latitude: '53.959',
        longitude: '-1.0815',
      }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByRole('switch', { name: 'Personalisation cookies' }).click();
    const question = page.getByText(
      'This will delete all personalisation cookies stored by Daytrip and remove your settings, do you wish to continue?',
    );
    await expect(question).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForLoadState('load');
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name).sort())
      .toEqual(['cookie-policy-acknowledged', 'personalisation-accepted']);
    expect((await cookieNamed(context, 'personalisation-accepted'))?.value).toBe('false');
  });

  test('switching it on stores consent and hides the cookie notice', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    const geolocation = page.getByRole('switch', { name: 'Use my location' });
    await expect(geolocation).toBeDisabled();
    await page.getByRole('switch', { name: 'Personalisation cookies' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
    expect((await cookieNamed(context, 'personalisation-accepted'))?.value).toBe('true');
  });

  test('the distance-unit and dark-mode toggles are disabled by configuration', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: 'Show distances in kilometres' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('geolocation allowed', () => {
  test.use({ geolocation: { latitude: 53.959, longitude: -1.0815 }, permissions: ['geolocation'] });

  test('names the nearest town, says so, and lists what is close to it', async ({
    page,
    context,
    baseURL,
  }) => {
    await acknowledgeCookies(context, baseURL);
    await context.addCookies([
      { name: 'personalisation-accepted', value: 'true', url: baseURL ?? '' },
    ]);
    await page.goto('/');
    await expect(
      page.getByText('You are using the precise geolocation data of your device'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Location (now York)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daytrips close to York...' })).toBeVisible();
    // Saved to the location settings.
    await expect
      .poll(async () => (await cookieNamed(context, 'location-name'))?.value)
      .toBe('York');
    // What is close to York is shown: a card less than a mile from the device's position (the
    // strip's places in the middle of York), where London's would be about 175 miles away.
    const strip = page.getByRole('region', { name: 'Daytrips close to York...' });
    await expect(strip.getByText('Less than a mile away').first()).toBeVisible();
  });

  test('a geolocation switched off in Settings is not used', async ({ page, context, baseURL }) => {
    await acknowledgeCookies(context, baseURL);
    await context.addCookies(
      ['personalisation-accepted=true', 'use-geolocation=false'].map((pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return { name, value, url: baseURL ?? '' };
      }),
    );
    await page.goto('/');
    await expect(
      page.getByText('You have turned off geolocation data in the Daytrip settings'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Location (now London)' })).toBeVisible();
  });
});

test.describe('geolocation denied', () => {
  test('falls back to London and prompts for a location', async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL);
    await page.goto('/');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'You have disabled geolocation data or it is not supported' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Daytrips close to London...' })).toBeVisible();
    // A click elsewhere does not close the alert (SPEC §8).
    await page.getByRole('heading', { level: 1 }).click();
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Set location' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Location' })).toBeVisible();
  });

  test('uses the stored default city instead, without a prompt', async ({
    page,
    context,
    baseURL,
  }) => {
    await returningVisitor(context, baseURL);
    await context.addCookies([
      { name: 'personalisation-accepted', value: 'true', url: baseURL ?? '' },
      { name: 'default-location', value: 'Edinburgh', url: baseURL ?? '' },
    ]);
    await page.goto('/');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'You have disabled geolocation data or it is not supported' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Set location' })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Daytrips close to Edinburgh...' }),
    ).toBeVisible();
  });
});

test.describe('geolocation unanswered', () => {
  // Headless Chromium leaves the prompt unanswered for a while, then dismisses it; the site's own
  // 5 s timer covers a prompt that is never answered.
  test('the page goes on with London at once, and falls back when the prompt goes unanswered', async ({
    page,
    context,
    baseURL,
  }) => {
    await acknowledgeCookies(context, baseURL);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Daytrips close to London...' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Daytrips close to London...' }).locator('article'),
    ).toHaveCount(3);
    await expect(
      page.getByText('You have disabled geolocation data or it is not supported'),
    ).toBeVisible({
      timeout: 10_000,
    });
  });
});

test.describe('Change Location', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await returningVisitor(context, baseURL);
  });

  test('picks one of the 69 cities', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    const city = dialog.getByRole('combobox', { name: 'City' });
    await city.click();
    await expect(page.getByRole('option')).toHaveCount(69);
    await city.fill('Chester');
    await page.getByRole('option', { name: 'Chester', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Daytrips close to Chester...' })).toBeVisible();
  });

  test('finds a UK postcode through the server', async ({ page }) => {
    // The route must exist: a missing one fails here rather than skipping the test.
    const probe = await page.request.get('/api/postcodes/YO1%207HH');
    expect(probe.status(), 'GET /api/postcodes/{postcode} answers').toBe(200);
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('yo17hh');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Daytrips close to YO1 7HH...' })).toBeVisible();
  });

  test('ignores an unknown postcode silently and hints at a malformed one', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(
      /status of 404 .*\/api\/postcodes\//,
      'the test asks for a postcode that does not exist',
    );
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Location' });
    const postcode = dialog.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('not a postcode');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByText('Enter a full UK postcode, such as SW1A 1AA.')).toBeVisible();
    await postcode.fill('ZZ9 9ZZ');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await expect(dialog.getByRole('button', { name: 'Find' })).toBeEnabled();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /postcode/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
