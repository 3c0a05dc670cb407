import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { ADMIN, quietVisitorNotices, signIn } from './support/admin.js';

// Whole journeys with axe checks: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('admin sign-in', () => {
  test('a wrong password shows the unauthorised message; the right one signs in and Log Out signs out', async ({
    page,
    baseURL,
  }) => {
    await quietVisitorNotices(page, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Daytrip - Admin Login');
    await expectNoSeriousA11yViolations(page);

    // Errors show only once a field has been edited (SPEC §5).
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Unauthorised' });
    await expect(failure).toContainText('The username or password is incorrect.');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Log In' }).click();

    // Success stores the token and its expiry in cookies (6 months, SameSite=Strict) and reloads.
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'admin-token');
    const expiry = cookies.find((c) => c.name === 'admin-token-expires');
    expect(token?.sameSite).toBe('Strict');
    expect(expiry?.sameSite).toBe('Strict');
    expect(Number.isNaN(Date.parse(decodeURIComponent(expiry!.value)))).toBe(false);
    const fiveMonths = 150 * 86_400;
    expect(token!.expires - Date.now() / 1000).toBeGreaterThan(fiveMonths);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'admin-token')).toBeUndefined();
    expect(after.find((c) => c.name === 'admin-token-expires')).toBeUndefined();
  });

  test('the dashboard shows the six tiles sorted by label, each with a list and a manage section', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Daytrip - Admin Dashboard');
    const areas = page.getByRole('list', { name: 'Admin areas' });
    const headings = areas.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      'Attraction Groups',
      'Attraction Submissions',
      'Attractions',
      'Categories',
      'Facilities',
      'Regions',
    ]);
    const categories = page.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('heading', { name: 'List' })).toBeVisible();
    await expect(categories.getByRole('heading', { name: 'Manage' })).toBeVisible();
    await expect(categories.getByText(/\d+ categories/)).toBeVisible();
    // No breadcrumb on /admin itself (SPEC §2: only on paths containing admin/).
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await categories.getByRole('link', { name: 'Create category' }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/create$/);
  });
});

test.describe('admin pages without a valid token', () => {
  test('send the visitor to the sign-in form', async ({ page, baseURL }) => {
    await quietVisitorNotices(page, baseURL!);
    for (const path of [
      '/admin/categories/all',
      '/admin/attractions/inactive',
      '/admin/manageSocial/1',
      '/admin/facilities/edit/parking',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    }
  });

  test('clear an expired token and a token without an expiry', async ({ page, baseURL }) => {
    await quietVisitorNotices(page, baseURL!);
    const context = page.context();
    await context.addCookies([
      { name: 'admin-token', value: 'some-old-token', url: baseURL! },
      { name: 'admin-token-expires', value: '2020-01-01T00:00:00.000Z', url: baseURL! },
    ]);
    await page.goto('/admin/regions/all');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByText('Your admin session has expired. Please log in again.'),
    ).toBeVisible();
    expect((await context.cookies()).some((c) => c.name.startsWith('admin-token'))).toBe(false);

    await context.addCookies([
      { name: 'admin-token', value: 'a-token-without-expiry', url: baseURL! },
    ]);
    await page.goto('/admin/attractiongroups/all');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name.startsWith('admin-token'))).toBe(false);
  });

  test('a token the server refuses (401) is cleared and the admin is sent to /admin', async ({
    page,
    baseURL,
  }) => {
    await quietVisitorNotices(page, baseURL!);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    await page.context().addCookies([
      { name: 'admin-token', value: 'forged-token-the-server-never-issued', url: baseURL! },
      { name: 'admin-token-expires', value: future, url: baseURL! },
    ]);
    await page.goto('/admin/attractions/all');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByText('Your admin session is no longer valid. Please log in again.'),
    ).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name.startsWith('admin-token'))).toBe(
      false,
    );
  });
});
