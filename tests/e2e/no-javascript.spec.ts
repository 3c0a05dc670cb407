import { expect, test, type Page } from './support/test.js';
import { attractionNamed, PRODUCT, quietVisit } from './visitor-support.js';

// Issue 21 item 4: with JavaScript off, every public page shows its content from the server's
// HTML (decision 097) and its links work: paging, tiles, related places, the sitemap.
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

async function expectNoApology(page: Page) {
  await expect(page.locator('noscript')).toHaveCount(0);
  await expect(page.getByText(`${PRODUCT} needs JavaScript`)).toHaveCount(0);
}

test('the home page shows its finder and both strips of places', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${PRODUCT}s close to London...`)).toBeVisible();
  await expect(page.getByText(`Popular ${PRODUCT}s in the UK`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Explore [\d,]+ Daytrips/ })).toBeVisible();
  await expectNoApology(page);
});

test('the list shows its cards and its pages are links', async ({ page }) => {
  await page.goto('/attractions/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Showing All ${PRODUCT}s`);
  const firstCard = page.locator('main article h2').first();
  const firstName = await firstCard.textContent();
  expect(firstName).toBeTruthy();
  await page.getByRole('link', { name: 'Go to page 2' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator('main article h2').first()).not.toHaveText(firstName ?? '');
  await expectNoApology(page);
});

// The cards are styled by a stylesheet built with their code (decision 195), not by scripts: the
// server writes it into the page, so they keep their look before any script runs, or with none.
test('cards keep their look without scripts: the picture’s shape and the heart on its corner', async ({
  page,
}) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  for (const path of ['/', '/attractions/', `/attraction/${zoo.id}`]) {
    await page.goto(path);
    const card = page.locator('main article:has(> a[href^="/attraction/"])').first();
    await expect(card, path).toBeVisible();
    const radius = await card.evaluate(
      (article) =>
        (
          globalThis as unknown as {
            getComputedStyle(e: unknown): { borderTopLeftRadius: string };
          }
        ).getComputedStyle(article).borderTopLeftRadius,
    );
    expect(radius, path).toBe('16px');
    const [box, picture, heart] = await Promise.all([
      card.boundingBox(),
      card.locator('a > div').first().boundingBox(),
      card.getByRole('button', { name: /^Save .+ to My shortlist$/ }).boundingBox(),
    ]);
    // 16:10, whatever the picture itself is.
    expect(picture!.height / picture!.width, path).toBeCloseTo(10 / 16, 2);
    expect([heart!.width, heart!.height], path).toEqual([40, 40]);
    // 10 px in from the card's 1 px edge.
    expect(box!.x + box!.width - (heart!.x + heart!.width), path).toBeCloseTo(11, 0);
    expect(box!.y + box!.height - (heart!.y + heart!.height), path).toBeCloseTo(11, 0);
  }
});

test('the finder and the header search are forms that reach the list', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Category').selectOption('zoo');
  await page.getByRole('button', { name: /^Explore/ }).click();
  await expect(page).toHaveURL(/\/attractions\/\?category=zoo&region=$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Showing Zoos & Safari Parks ${PRODUCT}s`,
  );
  const search = page.getByRole('banner').getByRole('searchbox', { name: `Search ${PRODUCT}s` });
  await search.fill('castle');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/attractions\/\?search=castle$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Showing All ${PRODUCT}s matching 'castle'`,
  );
});

test('a landing page shows its places, and its region page links to it', async ({ page }) => {
  await page.goto('/regions/northwestengland');
  await page.getByRole('link', { name: /^Zoos & Safari Parks in North West England/ }).click();
  await expect(page).toHaveURL(/\/regions\/northwestengland\/zoo\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Showing Zoos & Safari Parks ${PRODUCT}s in North West England`,
  );
  await expect(page.locator('main article h2').first()).toBeVisible();
});

test('a tile opens its pre-filtered list', async ({ page }) => {
  await page.goto('/categories/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/categories\/[a-z]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Showing');
  await expect(page.locator('main article h2').first()).toBeVisible();
});

test('an attraction page shows its details and links to related places', async ({ page }) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  await page.goto(`/attraction/${zoo.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zoo.name);
  await expect(page).toHaveTitle(`${PRODUCT} - ${zoo.name}`);
  const related = page.locator(`main a[href^="/attraction/"]:not([href$="/${zoo.id}"])`);
  await expect(related.first()).toBeVisible();
  const href = await related.first().getAttribute('href');
  await related.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(zoo.name);
});

test('the sitemap lists the site and its links open their pages', async ({ page }) => {
  // 3,700 attractions' links: rendered on the server, it is the slowest page (decision 097).
  test.slow();
  await page.goto('/sitemap/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const groups = page.locator('main a[href="/groups/"]').first();
  await groups.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attraction Groups');
});

test('the groups, policy and information pages read without JavaScript', async ({ page }) => {
  await page.goto('/groups/');
  await expect(page.locator('main a[href^="/group/"]').first()).toBeVisible();
  await page.goto('/policies/privacy/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Hoot, we have a problem...')).toBeVisible();
});

test("a returning visitor's first HTML has their place and no notice they acknowledged", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    Object.entries({
      'location-name': 'Leeds',
      latitude: '53.7997',
      longitude: '-1.5492',
    }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
  );
  await page.goto('/');
  await expect(page.getByText(`${PRODUCT}s close to Leeds...`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});

test('a new visitor gets the defaults: London and the cookie notice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(`${PRODUCT}s close to London...`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await context.close();
});

test('a new visitor can answer the cookie notice without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/categories/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Essential only' }).click();
  await expect(page).toHaveURL(/\/categories\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
  await expect(notice).toHaveCount(0);
  await context.close();
});
