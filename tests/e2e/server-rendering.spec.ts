import { expect, test, type ConsoleMessage, type Page, type Request } from './support/test.js';
import { attractionNamed, quietVisit } from './visitor-support.js';

// Issue 21 item 1: a public page arrives rendered by the server and the browser takes it over
// without asking for its data again, without a hydration error and without moving what is shown.

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

/** Adds up the page's layout shifts (what Lighthouse's CLS counts) from the start of each load. */
const LAYOUT_SHIFT_OBSERVER = `window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`;

/** What the page does while it loads and hydrates: API reads, console errors, layout shift. */
async function watchHydration(page: Page, path: string) {
  const reads: string[] = [];
  const errors: string[] = [];
  const onRequest = (request: Request) => {
    if (/-service\//.test(new URL(request.url()).pathname)) reads.push(request.url());
  };
  const onConsole = (message: ConsoleMessage) => {
    // Map tiles are outside the test machine's reach; everything else must be quiet.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('request', onRequest);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(path);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  // Settled: a moment for any late effect to ask for something or move something.
  await page.waitForTimeout(1_000);
  const layoutShift = await page.evaluate(
    () => (window as unknown as { __layoutShift: number }).__layoutShift,
  );
  page.off('request', onRequest);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  return { reads, errors, layoutShift };
}

test('the home page, the list, a landing page and an attraction hydrate quietly', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript({ content: LAYOUT_SHIFT_OBSERVER });
  const zoo = await attractionNamed(page, 'Chester Zoo');
  for (const path of [
    '/',
    '/attractions/',
    '/categories/zoo',
    '/regions/northwestengland/zoo',
    `/attraction/${zoo.id}`,
    '/categories/',
    '/groups/',
  ]) {
    const { reads, errors, layoutShift } = await watchHydration(page, path);
    expect(errors, `${path}: console errors`).toEqual([]);
    expect(reads, `${path}: API reads on hydration`).toEqual([]);
    expect(layoutShift, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
  }
});

test('a server-rendered button works once hydrated: Sort opens its drawer', async ({ page }) => {
  await page.goto('/attractions/');
  await page.getByRole('button', { name: /^Sort/ }).click();
  await expect(page.getByRole('radiogroup', { name: 'Sort' })).toBeVisible();
});
