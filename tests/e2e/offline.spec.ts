// Issue 32: installable and readable with no signal. After one online visit to the shortlist, a
// plan and its places, the same pages open with the network off, saying so; an admin page does
// not. The only spec that lets the service worker run (playwright.config.ts blocks it).
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { quietVisit } from './visitor-support.js';
import { createPlanPlaces, nextMonday, planPath } from './plan-support.js';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('the shortlist, a plan and its places open offline; an admin page does not', async ({
  page,
  context,
  request,
  pageErrors,
}) => {
  pageErrors.allow(
    /net::ERR_INTERNET_DISCONNECTED/,
    'the test cuts the network: what the worker did not keep (drawings of places not opened, the admin page) cannot load',
  );
  pageErrors.allow(
    /SecurityError: Failed to read the 'localStorage' property/,
    "the test's own init script runs on Chromium's offline error page too, which has no storage",
  );
  const { castle, gardens, museum } = await createPlanPlaces(request);
  const ids = [castle.id, gardens.id, museum.id];
  await page.addInitScript(
    (saved) =>
      window.localStorage.setItem(
        'my-shortlist',
        JSON.stringify({ name: 'Half term', ids: saved }),
      ),
    ids,
  );

  // One online visit: the worker installs after the first page has loaded, then takes over.
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.goto('/shortlist/');
  for (const place of [castle, gardens, museum]) {
    await expect(page.getByRole('link', { name: place.name })).toBeVisible();
  }
  const plan = planPath(nextMonday(), ids);
  await page.goto(plan);
  await expect(
    page.getByRole('list', { name: 'Stops in order' }).locator(':scope > li'),
  ).toHaveCount(3);
  for (const place of [castle, gardens, museum]) {
    await page.goto(`/attraction/${place.id}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  }

  await context.setOffline(true);
  const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline' });

  await page.goto('/shortlist/');
  await expect(offlineNotice).toHaveText(
    /^You are offline — showing what you saved on \d{1,2} \w+ \d{4}/,
  );
  for (const place of [castle, gardens, museum]) {
    await expect(page.getByRole('link', { name: place.name })).toBeVisible();
  }

  await page.goto(plan);
  await expect(offlineNotice).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Stops in order' }).locator(':scope > li h2 a'),
  ).toHaveText([castle.name, gardens.name, museum.name]);
  await expectNoSeriousA11yViolations(page);

  const tileRequests: string[] = [];
  page.on('request', (asked) => {
    if (/tile\.openstreetmap\.org/.test(asked.url())) tileRequests.push(asked.url());
  });
  await page.goto(`/attraction/${gardens.id}`);
  await expect(page.getByRole('heading', { level: 1, name: gardens.name })).toBeVisible();
  await expect(offlineNotice).toBeVisible();
  // Its map draws from what was kept, and asks for no tile that cannot come (each would log an
  // error): the tinted surface stands in, and says so.
  const where = page.getByRole('region', { name: `Where to find ${gardens.name}` });
  await where.scrollIntoViewIfNeeded();
  await expect(where.getByRole('button', { name: `${gardens.name} on the map` })).toBeVisible();
  await expect(where.getByText('Map pictures unavailable')).toBeVisible();
  expect(tileRequests).toEqual([]);

  // Never kept: the admin area is not there without the network.
  await expect(page.goto('/admin/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

test('the site is installable: a manifest named after the product, with its icons', async ({
  page,
  request,
  browserName,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Chromium's own installability check, the one Lighthouse's PWA audit reported (Lighthouse 12
  // dropped that audit): no errors means the browser offers to install the site. 'in-incognito'
  // is the test browser's private context, not the site.
  if (browserName === 'chromium') {
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const errors = installabilityErrors.map((error) => error.errorId);
    expect(errors.filter((id) => id !== 'in-incognito')).toEqual([]);
  }
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Daytrip',
    short_name: 'Daytrip',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5d4b',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const image = await request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  // Revalidated on every check (and registered with updateViaCache 'none'): a release is never
  // held back by a cached worker.
  expect(worker.headers()['cache-control']).toMatch(/max-age=0|no-cache/);
});
