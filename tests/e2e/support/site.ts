import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

// Shared steps for the visitor-site browser tests.

export const PRODUCT = 'Daytrip';

/**
 * Makes the browser refuse geolocation at once, as when the visitor has blocked it. Headless
 * Chromium otherwise leaves the permission request pending, which holds back clicks until the
 * site's 5 s timeout; tests about an allowed position use Playwright's real permission instead.
 */
export async function denyGeolocation(context: BrowserContext): Promise<void> {
  await context.addInitScript(`(() => {
    const denied = { code: 1, message: 'User denied Geolocation', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
    navigator.geolocation.getCurrentPosition = (_ok, fail) => setTimeout(() => fail && fail(denied), 0);
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor && descriptor.name === 'geolocation' ? Promise.resolve({ state: 'denied' }) : query(descriptor);
  })();`);
}

/** The usual visitor: notice already seen, geolocation blocked. */
export async function returningVisitor(context: BrowserContext, baseURL: string | undefined) {
  await acknowledgeCookies(context, baseURL);
  await denyGeolocation(context);
}

/** Marks the cookie notice as seen, so it does not cover what a test clicks. */
export async function acknowledgeCookies(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookie-policy-acknowledged', value: 'true', url: baseURL ?? '' },
  ]);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** The filter groups: the card on wide screens, the Filters drawer on narrow ones. */
export async function openFilters(page: Page): Promise<Locator> {
  // Below MUI's lg breakpoint (1200 px) the filter card gives way to the Filters drawer.
  if ((page.viewportSize()?.width ?? 1280) < 1200) {
    await page.getByRole('button', { name: /^Filters/ }).click();
    return page
      .getByRole('presentation')
      .filter({ has: page.getByRole('heading', { name: 'Filters' }) });
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

/** Expands one filter group and returns its tick boxes or radios. */
export async function openGroup(filters: Locator, name: string): Promise<Locator> {
  const header = filters.getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  return filters.locator(`[id="filter-${name.toLowerCase()}-content"]`);
}

export async function openMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Site menu' });
  await expect(nav).toBeVisible();
  return nav;
}

/** Signs in through the management API and stores the token as the admin login does. */
export async function signInAsAdmin(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.request.post('/management-service/v1/authenticate', {
    data: { username: 'e2e-admin', password: 'e2e-password-123' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { response: { token: string; expires: string } };
  await page.context().addCookies([
    { name: 'admin-token', value: body.response.token, url: baseURL ?? '' },
    { name: 'admin-token-expires', value: body.response.expires, url: baseURL ?? '' },
  ]);
}

/** The list's total for a query, straight from the API. */
export async function countFor(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/attraction-service/v2/attractions?pageSize=1&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { metadata: { totalResults: number } }).metadata.totalResults;
}
