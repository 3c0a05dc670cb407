// Issue 19: the results map (view=map, clusters, preview, Search this area) and shortlists
// (save, remove, reorder, rename, share and open in another browser), at phone and desktop widths.
// Map tiles are refused: nothing here depends on them.
import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { returningVisitor } from './support/site.js';

const POINTS = '/attraction-service/v2/attractions/points';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

// The map fetches its own code and every matching point before it draws (3,700 points on the full
// seed); on a busy machine that takes longer than expect's default 5 s.
const MAP_DRAWN = { timeout: 20_000 };

const map = (page: Page) => page.getByRole('region', { name: 'Map of the results' });
const clusters = (page: Page) => map(page).locator('.map-cluster');
const pins = (page: Page) => map(page).locator('.map-pin');

/** How many places the map's pins and clusters stand for. */
async function placesOnMap(page: Page): Promise<number> {
  const counts = await clusters(page).evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-count'))),
  );
  return counts.reduce((a, b) => a + b, 0) + (await pins(page).count());
}

/**
 * Waits until the page has stopped changing under the pointer, then answers the map's cluster
 * counts. The map says when it is drawn and still (data-state="idle": no move or zoom animating,
 * the pins of the last move drawn); the heading's count and the first card above and below it
 * have arrived, so no late layout moves the pins between Playwright finding one and clicking it.
 * A click before all that (issue 30's flaky phone runs) could land where a pin had just been.
 */
async function settledMap(page: Page): Promise<void> {
  await expect(page.getByText(/ places? on the map/)).toBeVisible(MAP_DRAWN);
  await expect(
    page.getByRole('region', { name: 'Results' }).locator('article').first(),
  ).toBeVisible(MAP_DRAWN);
  await expect(map(page).locator('.leaflet-container[data-state="idle"]')).toHaveCount(
    1,
    MAP_DRAWN,
  );
}

async function settledClusterCounts(page: Page): Promise<number[]> {
  await settledMap(page);
  await expect.poll(() => clusters(page).count(), MAP_DRAWN).toBeGreaterThan(0);
  return clusters(page).evaluateAll((els) =>
    els.map((el) => Number(el.getAttribute('data-count'))),
  );
}

async function pointsCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`${POINTS}?${query}`);
  return ((await response.json()) as { results: unknown[] }).results.length;
}

test.describe('the results map', () => {
  // Each test waits for the map to draw, maybe more than once.
  test.describe.configure({ timeout: 90_000 });
  test('keeps the filters, title and view in the URL, and shows every match', async ({ page }) => {
    await page.goto('/categories/zoo?view=map');
    await expect(page.locator('main h1')).toHaveText('Showing Zoos & Safari Parks Daytrips');
    await expect(page.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const expected = await pointsCount(page, 'category=zoo');
    await expect(page.getByText(`${expected} places on the map`)).toBeVisible();
    await expect.poll(() => placesOnMap(page), MAP_DRAWN).toBeGreaterThan(0);

    // List and back: the URL carries the view; Back replays it.
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/zoo$/);
    await expect(map(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/view=map/);
    await expect(map(page)).toBeVisible();

    // A reload opens the same view, with the same cards in the list beside or below.
    await page.reload();
    await expect(map(page)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Results' }).locator('article').first(),
    ).toBeVisible();
  });

  test('splits a cluster into smaller ones or pins when it is opened', async ({ page }) => {
    await page.goto('/attractions/?view=map');
    const counts = await settledClusterCounts(page);
    const biggest = Math.max(...counts);
    // Its name starts with what it shows (label in name): "1.7k (1,744) places here: zoom in".
    const biggestCluster = clusters(page)
      .and(page.locator(`[data-count="${biggest}"]`))
      .first();
    const shown = (await biggestCluster.textContent()) ?? '';
    await expect(biggestCluster).toHaveAccessibleName(
      new RegExp(`^${shown.replace('.', '\\.')}\\b.*places here: zoom in$`),
    );
    const biggestNow = async () =>
      Math.max(
        0,
        ...(await clusters(page).evaluateAll((els) =>
          els.map((el) => Number(el.getAttribute('data-count'))),
        )),
      );
    // Zoomed in: no cluster left that big, and what it held is now in smaller groups or pins.
    // A busy phone can still be redrawing when the cluster is clicked, so the click lands on a
    // marker being replaced: click the biggest cluster again while it is still there.
    await expect(async () => {
      const big = clusters(page).and(page.locator(`[data-count="${biggest}"]`));
      if ((await big.count()) > 0) await big.first().click({ timeout: 2_000 });
      await expect.poll(biggestNow, { timeout: 3_000 }).toBeLessThan(biggest);
    }).toPass(MAP_DRAWN);
  });

  test('a pin opens a preview that takes focus, links to the page and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/categories/zoo?view=map');
    await settledMap(page);
    await expect.poll(() => pins(page).count(), MAP_DRAWN).toBeGreaterThan(0);
    const preview = page.getByRole('region', { name: 'Place preview' });
    // A busy phone can still be redrawing the clusters when the pin is clicked: the click then
    // lands on a marker being replaced (CI saw this once under load). Click again until the
    // preview is open: the state the test needs, however long the redraw takes.
    await expect(async () => {
      await pins(page).first().click();
      await expect(preview).toBeVisible({ timeout: 2_000 });
    }).toPass(MAP_DRAWN);
    const link = preview.getByRole('link');
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', /^\/attraction\/\d+$/);
    await expect(preview).toContainText(/mi/);
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
  });

  test('"Show on map" on a card opens its preview, reachable from the list alone', async ({
    page,
  }) => {
    await page.goto('/categories/zoo?view=map');
    const card = page.getByRole('region', { name: 'Results' }).locator('article').first();
    const name = (await card.locator('h2').textContent())!;
    await expect.poll(() => placesOnMap(page), MAP_DRAWN).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Show on map: ${name}` }).click();
    const preview = page.getByRole('region', { name: 'Place preview' });
    await expect(preview.getByRole('link', { name })).toBeVisible();
  });

  test('"Search this area" limits the list and the map to what is in view', async ({ page }) => {
    await page.goto('/attractions/?view=map');
    await expect.poll(() => clusters(page).count(), MAP_DRAWN).toBeGreaterThan(0);
    const everywhere = await pointsCount(page, '');
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/bbox=-?\d+(\.\d+)?,-?\d/);
    await expect(page.getByText('Showing places in the map area you searched.')).toBeVisible();
    const bbox = new URL(page.url()).searchParams.get('bbox')!;
    const inArea = await pointsCount(page, `bbox=${bbox}`);
    expect(inArea).toBeLessThan(everywhere);
    // The page writes counts as people read them: 3,066, not 3066.
    await expect(page.getByText(`${inArea.toLocaleString('en-GB')} place`)).toBeVisible();
    await page.getByRole('button', { name: 'Show everywhere' }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(page).toHaveURL(/view=map/);
  });

  test('passes axe', async ({ page }) => {
    await page.goto('/categories/zoo?view=map');
    await expect.poll(() => placesOnMap(page), MAP_DRAWN).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('shortlists', () => {
  // A dozen navigations and a second browser: on a loaded 2-core machine (issue 30's CI runs) the
  // default 30 s ran out midway, at a different step each time.
  test.describe.configure({ timeout: 90_000 });
  test('save, remove, reorder, name and share; the link opens the same list in another browser', async ({
    page,
    browser,
    baseURL,
    pageErrors,
  }) => {
    await page.goto('/regions/london');
    const cards = page.getByRole('region', { name: 'Results' }).locator('article');
    await expect(cards.nth(3)).toBeVisible();
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const name = (await cards.nth(i).locator('h2').textContent())!;
      names.push(name);
      const heart = page.getByRole('button', { name: `Save ${name} to My shortlist` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByRole('link', { name: 'My shortlist (4)' })).toBeVisible();
    // A second press takes it off again.
    await page.getByRole('button', { name: `Save ${names[3]} to My shortlist` }).click();
    await expect(page.getByRole('link', { name: 'My shortlist (3)' })).toBeVisible();

    await page.getByRole('link', { name: 'My shortlist (3)' }).click();
    await expect(page).toHaveURL(/\/shortlist\/$/);
    const rows = page.getByRole('list', { name: /^Places on / }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText(names[0]!);

    await page.getByRole('button', { name: `Move ${names[0]} down` }).click();
    await expect(rows.nth(1)).toContainText(names[0]!);
    await page.getByRole('button', { name: `Remove ${names[2]}` }).click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'My shortlist (2)' })).toBeVisible();

    const nameField = page.getByLabel('Shortlist name');
    await nameField.fill('Half term');
    await nameField.press('Enter');
    await expect(page.locator('main h1')).toHaveText('Half term');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByLabel('Link to this shortlist').inputValue();
    expect(link).toMatch(/\/shortlist\/\?ids=\d+,\d+&name=Half\+term$/);

    // Another browser: no shared storage, opens the same list and saves it as its own.
    const elsewhere = await browser.newContext({ baseURL });
    pageErrors.watch(elsewhere);
    await returningVisitor(elsewhere, baseURL);
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.locator('main h1')).toHaveText('Half term');
    const sharedRows = other.getByRole('list', { name: /^Places on / }).getByRole('listitem');
    await expect(sharedRows).toHaveCount(2);
    await expect(sharedRows.nth(0)).toContainText(names[1]!);
    await expect(sharedRows.nth(1)).toContainText(names[0]!);
    await expect(other.getByRole('link', { name: 'My shortlist', exact: true })).toBeVisible();
    await other.getByRole('button', { name: 'Save as my shortlist' }).click();
    await expect(other).toHaveURL(/\/shortlist\/$/);
    await expect(other.getByRole('link', { name: 'My shortlist (2)' })).toBeVisible();
    await expect(other.getByLabel('Shortlist name')).toHaveValue('Half term');
    await elsewhere.close();
  });

  test('the heart on the attraction page, and the map of the shortlist', async ({ page }) => {
    await page.goto('/categories/zoo');
    const card = page.getByRole('region', { name: 'Results' }).locator('article').first();
    const name = (await card.locator('h2').textContent())!;
    await card.locator('h2').click();
    await expect(page.locator('main h1')).toHaveText(name);
    await page.getByRole('button', { name: `Save ${name} to My shortlist` }).click();
    await page.goto('/shortlist/?view=map');
    const shortlistMap = page.getByRole('region', { name: 'Map of the shortlist' });
    await expect(shortlistMap.locator('.map-pin')).toHaveCount(1);
    await shortlistMap.locator('.map-pin').click();
    await expect(
      page.getByRole('region', { name: 'Place preview' }).getByRole('link', { name }),
    ).toBeVisible();
  });

  test('places no longer listed drop out with a note', async ({ page, pageErrors }) => {
    pageErrors.allow(
      /status of 404 .*\/attractions\/2000000000\)/,
      'the test lists a place that does not exist',
    );
    const first = await page.request.get(`${POINTS}?category=zoo`);
    const id = ((await first.json()) as { results: { id: number }[] }).results[0]!.id;
    await page.goto(`/shortlist/?ids=${id},2000000000&name=Old+list`);
    await expect(page.getByRole('list', { name: /^Places on / }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(
      page.getByText('One place is no longer listed, so it has dropped off this shortlist.'),
    ).toBeVisible();
  });
});
