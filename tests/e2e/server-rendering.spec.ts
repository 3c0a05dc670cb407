import { expect, test, type ConsoleMessage, type Page, type Request } from './support/test.js';
import { attractionNamed, failMapTiles, quietVisit } from './visitor-support.js';
import { londonMoment } from '../../src/contract/london-time.js';
import { createPlanPlaces } from './plan-support.js';

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

// The server's styles are the browser's: the render bundle once ran React and MUI in their
// development builds, whose class names differ from the browser's, so hydration wrote every style
// of the page again (hundreds of rules) beside the ones the server had sent.
test('hydration keeps the styles the server sent instead of writing them again', async ({
  page,
}) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  for (const path of ['/', '/attractions/', `/attraction/${zoo.id}`]) {
    await page.goto(path);
    // The server's element lists the names it holds ("css name1 name2 ..."); the browser's own
    // elements name only the key. What the browser adds is the global styles (about 55 rules) and
    // the intermediate styles of composed components, which the server leaves out as no element
    // names them (about 60): 0.35-0.4 of what the server sent. With the development build's
    // names it was 0.84.
    const rules = await page.evaluate(() => {
      const count = (elements: Element[]) =>
        elements.reduce(
          (sum, element) => sum + ((element as HTMLStyleElement).sheet?.cssRules.length ?? 0),
          0,
        );
      const emotion = [...document.querySelectorAll('style[data-emotion]')];
      const fromServer = emotion.filter((e) => e.getAttribute('data-emotion')?.includes(' '));
      return {
        sent: count(fromServer),
        added: count(emotion.filter((element) => !fromServer.includes(element))),
      };
    });
    expect(rules.sent, `${path}: rules the server sent`).toBeGreaterThan(150);
    expect(rules.added, `${path}: rules the browser added`).toBeLessThan(rules.sent / 2);
  }
});

// A kept page (decision 184) or the offline worker's copy is hydrated later than it was rendered:
// "Open now" worked out again by the browser's clock across an opening time failed hydration.
test('a page hydrates as of its render, then shows the time by the browser’s clock', async ({
  page,
  request,
}) => {
  const { castle } = await createPlanPlaces(request); // open 10:00–17:00 every day
  const { minutes } = londonMoment(new Date());
  const openNow = minutes >= 10 * 60 && minutes < 17 * 60;
  // A browser clock on the other side of an opening time: 22:00 today when the server renders
  // during opening hours, else noon (today before opening, tomorrow after closing).
  const target = openNow ? 22 * 60 : minutes < 10 * 60 ? 12 * 60 : 12 * 60 + 24 * 60;
  await page.clock.setFixedTime(new Date(Date.now() + (target - minutes) * 60_000));
  await failMapTiles(page);
  const html = await (await request.get(`/attraction/${castle.id}`)).text();
  expect(html).toContain(openNow ? 'Open now 10:00' : 'Open today 10:00');
  await page.goto(`/attraction/${castle.id}`);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  // Hydrated without a mismatch (the page-error fixture fails on one), then the browser's time.
  await expect(page.getByTestId('hours-today')).toHaveText(
    openNow ? /^Open today 10:00/ : /^Open now 10:00/,
  );
});

test('a server-rendered button works once hydrated: Sort opens its drawer', async ({ page }) => {
  await page.goto('/attractions/');
  await page.getByRole('button', { name: /^Sort/ }).click();
  await expect(page.getByRole('radiogroup', { name: 'Sort' })).toBeVisible();
});

// The list's map view at a desktop width: the layout's media query answered in a synchronous
// update while the cards' boundaries still waited for their code, and React threw away every
// server-rendered card and built them again (one task of 2 s; issue 34). Hydration keeps them.
test('the map view hydrates the server’s cards instead of building them again', async ({
  page,
}) => {
  await failMapTiles(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverCards: Element[] }).serverCards = [
        ...document.querySelectorAll('main a[href^="/attraction/"]'),
      ];
    });
  });
  await page.goto('/attractions/?view=map');
  const cards = await page.evaluate(() => {
    const sent = (window as unknown as { serverCards: Element[] }).serverCards;
    return { sent: sent.length, kept: sent.filter((card) => card.isConnected).length };
  });
  expect(cards.sent).toBeGreaterThan(10);
  expect(cards.kept).toBe(cards.sent);
});

// Issue 34 item 2: the page's largest picture is not queued behind the scripts the page preloads
// ahead of it in the HTML. The first card's picture on the list, and the attraction's own picture
// (its drawing when it has no photo), are asked for at high priority and not lazily.
test('the first picture of the list and of an attraction page is fetched at high priority', async ({
  page,
  request,
}) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  for (const path of ['/attractions/', `/attraction/${zoo.id}`]) {
    const html = await (await request.get(path)).text();
    const first = html.slice(html.indexOf('<main')).match(/<img [^>]*>/)?.[0] ?? '';
    expect(first, `${path}: first picture`).toContain('fetchPriority="high"');
    expect(first, `${path}: first picture`).not.toContain('loading="lazy"');
  }
});
