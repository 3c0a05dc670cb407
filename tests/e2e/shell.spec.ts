import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { openMenu, returningVisitor, signInAsAdmin } from './support/site.js';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
});

test.describe('the header', () => {
  test('search goes to /search/{text} on Enter and clears the box', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search Daytrips' });
    await box.fill('castle');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/castle$/);
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Showing All Daytrips matching 'castle'",
    );
  });

  test('an empty search goes nowhere', async ({ page }) => {
    await page.goto('/attractions/');
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/attractions\/$/);
  });

  test("opens 'Change Location' and 'Settings'", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Change Location/ }).click();
    await expect(page.getByRole('dialog', { name: 'Change Location' })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

test.describe('the menu drawer', () => {
  test("lists exactly SPEC's entries, with Admin Login for a visitor", async ({ page }) => {
    await page.goto('/');
    const nav = await openMenu(page);
    await expect(nav.getByRole('link')).toHaveText([
      'Attractions',
      'Attraction Groups',
      'Categories',
      'Facilities',
      'Regions',
      'Submit Attraction',
      'Retrieve Submission',
      'Settings',
      'About',
      'Policies',
      'Contact',
      'Sitemap',
      'Admin Login',
    ]);
    await expect(nav.getByRole('link', { name: 'Attractions', exact: true })).toHaveAttribute(
      'href',
      '/attractions/',
    );
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/');
    await expectNoSeriousA11yViolations(page);
  });

  test('a link closes the drawer and navigates', async ({ page }) => {
    await page.goto('/');
    const nav = await openMenu(page);
    await nav.getByRole('link', { name: 'Attractions', exact: true }).click();
    await expect(page).toHaveURL(/\/attractions\/$/);
    await expect(nav).toBeHidden();
  });

  test('searching from the drawer navigates, then closes it after 150 ms', async ({ page }) => {
    await page.goto('/');
    const nav = await openMenu(page);
    const box = nav.getByRole('searchbox');
    await box.fill('zoo');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/zoo$/);
    await expect(nav).toBeHidden();
  });

  test('shows Admin Dashboard and Log Out with an admin token; Log Out clears it', async ({
    page,
    baseURL,
    context,
  }) => {
    // Sign-in, the home page and the drawer twice: 5-10 s on an idle machine, more than half of
    // the default 30 s on a CI machine measured about 2.5x slower.
    test.slow();
    await signInAsAdmin(page, baseURL);
    await page.goto('/');
    const nav = await openMenu(page);
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/',
    );
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForLoadState('load');
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'admin-token'))
      .toBe(false);
    const after = await openMenu(page);
    await expect(after.getByRole('link', { name: 'Admin Login' })).toBeVisible();
  });

  test('an expired token counts as none and is cleared', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'admin-token', value: 'old-token', url: baseURL ?? '' },
      { name: 'admin-token-expires', value: '2020-01-01T00:00:00.000Z', url: baseURL ?? '' },
    ]);
    await page.goto('/');
    const nav = await openMenu(page);
    await expect(nav.getByRole('link', { name: 'Admin Login' })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === 'admin-token'))
      .toBe(false);
  });
});

test.describe('the footer', () => {
  test('has social links, the year with the environment, and a Settings link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Daytrip · test`);
    await expect(footer.getByRole('link', { name: 'Daytrip on Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/daytripuk',
    );
    await expect(footer.getByRole('link', { name: 'Daytrip on X (Twitter)' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Daytrip on Instagram' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings/',
    );
  });
});

test('page titles read {product} - {page}', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Daytrip - Home');
  await page.goto('/attractions/?sort=most-popular');
  await expect(page).toHaveTitle('Daytrip - Showing All Daytrips');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Daytrip - Page Not Found');
});
