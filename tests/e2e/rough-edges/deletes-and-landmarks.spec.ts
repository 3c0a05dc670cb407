import { expect, test, type Page } from '../support/test.js';
import { expectNoA11yViolations } from '../support/axe-all.js';
import { signIn, uniqueTag } from '../support/admin.js';
import { returningVisitor } from '../support/site.js';

// Issue 20, item 12: a deleted category or facility is not asked for again, and the home page has
// no two regions with the same name.
test.describe.configure({ timeout: 60_000 });

/** Every GET the page makes for the item named `slug` from now on, and every 404 answer. */
function requestsFor(page: Page, slug: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes(slug)) seen.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 404) seen.push(`404 ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  return seen;
}

test.describe('deleting from the catalogue', () => {
  test.skip(({ isMobile }) => isMobile, 'a desktop journey');

  test('a deleted category is not requested again', async ({ page, request, baseURL }) => {
    const token = await signIn(page, request, baseURL!);
    const slug = `zzgone${uniqueTag()}`;
    const created = await request.post('/management-service/v1/categories', {
      headers: { token },
      data: {
        displayName: slug,
        categoryPageTitle: 'A category made to be deleted',
        rank: 1000,
        displayColor: '#2E7D32',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/admin/categories/edit/${slug}`);
    await page.getByRole('link', { name: 'Delete category' }).click();
    await expect(page.getByRole('button', { name: 'Delete category' })).toBeVisible();
    const after = requestsFor(page, slug);
    await page.getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText('This Category has been successfully deleted!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories\/all$/);
    await page.waitForTimeout(1000);
    expect(after).toEqual([]);
  });

  test('a deleted facility is not requested again', async ({ page, request, baseURL }) => {
    const token = await signIn(page, request, baseURL!);
    const slug = `zzgone${uniqueTag()}`;
    const created = await request.post('/management-service/v1/facilities', {
      headers: { token },
      data: { displayName: slug, icon: { prefix: 'fas', iconName: 'star' } },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/admin/facilities/edit/${slug}`);
    await page.getByRole('link', { name: 'Delete facility' }).click();
    await expect(page.getByRole('button', { name: 'Delete facility' })).toBeVisible();
    const after = requestsFor(page, slug);
    await page.getByRole('button', { name: 'Delete facility' }).click();
    await expect(page.getByText('This Facility has been successfully deleted!')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(after).toEqual([]);
  });
});

test('the home page names each region once', async ({ page, context, baseURL }) => {
  await returningVisitor(context, baseURL);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured' });
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(1);
  await expectNoA11yViolations(page);
});
