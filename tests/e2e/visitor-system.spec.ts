import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { asClientRendered, quietVisit, serveClientRendered } from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('an unknown path answers 404 with the not-found page, a contact link and a submit prompt', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Daytrip - Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hoot, we have a problem... Error 404 - Page Not Found',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact/');
  await expect(main.getByRole('link', { name: 'Submit an attraction' })).toHaveAttribute(
    'href',
    '/attraction/submit',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the maintenance page shows, after a moment, when the API cannot be reached', async ({
  page,
  pageErrors,
}) => {
  pageErrors.allow(/ERR_CONNECTION_REFUSED/, 'the test cuts the API off');
  // The server renders the page from its own API (decision 097): the outage is the browser's,
  // so the page is served as the browser renders it.
  await serveClientRendered(page);
  await page.route(/\/attraction-service\//, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const heading = page.getByRole('heading', { name: "We'll be back soon" });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Daytrip - Maintenance');
  const main = page.getByRole('main');
  for (const network of ['Facebook', 'X (Twitter)', 'Instagram']) {
    await expect(main.getByRole('link', { name: `Daytrip on ${network}` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Back up: trying again shows the site.
  await page.unrouteAll();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next great day out');
});

test('the maintenance page waits 100 ms before showing', async ({ page, pageErrors }) => {
  pageErrors.allow(/ERR_CONNECTION_REFUSED/, 'the test cuts the API off');
  await serveClientRendered(page);
  // Records, in the page, when a read of the API last failed and when the page first showed.
  await page.addInitScript({
    content: `
      window.__outage = { failedAt: 0, shownAt: 0 };
      const fetchOriginal = window.fetch;
      window.fetch = (...args) => fetchOriginal(...args).catch((error) => {
        window.__outage.failedAt = performance.now();
        throw error;
      });
      new MutationObserver(() => {
        if (!window.__outage.shownAt && document.body && document.body.textContent.includes("We'll be back soon")) {
          window.__outage.shownAt = performance.now();
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `,
  });
  await page.route(/\/attraction-service\/v2\/categories/, (route) =>
    route.abort('connectionrefused'),
  );
  await page.goto('/categories/');
  await expect(page.getByRole('heading', { name: "We'll be back soon" })).toBeVisible();
  const { failedAt, shownAt } = await page.evaluate<{ failedAt: number; shownAt: number }>(
    'window.__outage',
  );
  expect(failedAt).toBeGreaterThan(0);
  expect(shownAt - failedAt).toBeGreaterThanOrEqual(100);
  expect(shownAt - failedAt).toBeLessThan(2000);
});

test.describe('holding mode', () => {
  /**
   * Serves every page as the server would with FEATURE_HOLDING_PAGE=true: the flag in the site
   * config, and the page rendered by the browser (the server rendered the open site).
   */
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) =>
        !/\/(attraction|management|marketing)-service\/|\/assets\/|\.\w+$/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const html = asClientRendered(await response.text()).replace(
          '"holdingPage":false',
          '"holdingPage":true',
        );
        await route.fulfill({ response, body: html });
      },
    );
  });

  test('visitors see the holding page instead of the site; the admin area stays open', async ({
    page,
  }) => {
    await page.goto('/attractions/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Great days out are on their way',
    );
    await expect(page).toHaveTitle('Daytrip - Coming Soon');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Daytrip on Instagram' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@daytrip.example' })).toHaveAttribute(
      'href',
      'mailto:hello@daytrip.example',
    );
    await expectNoSeriousA11yViolations(page);

    // The admin area stays open, so staff can prepare the site.
    await page.goto('/admin/');
    await expect(
      page.getByRole('heading', { name: 'Great days out are on their way' }),
    ).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
