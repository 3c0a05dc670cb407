import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import {
  API,
  apiJson,
  attractionNamed,
  failMapTiles,
  isPhone,
  quietVisit,
  serveAttractionWith,
  serveClientRendered,
} from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test.describe('the attraction page in view mode', () => {
  test('loads, then shows the attraction with its badges, tags, facilities and title', async ({
    page,
  }) => {
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await failMapTiles(page);
    await serveClientRendered(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`${API}/attractions/${zoo.id}$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/attraction/${zoo.id}`);
    await expect(page.getByRole('status')).toHaveText('Fetching an incredible Daytrip...');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chester Zoo');
    await expect(page).toHaveTitle('Daytrip - Chester Zoo');
    await expect(page.getByText('Chester, North West England')).toBeVisible();

    // The picture: no image in the seed, so the main category's illustration stands in.
    const hero = page.locator('figure');
    await expect(hero.getByTestId('image-placeholder')).toHaveAttribute(
      'src',
      /^\/images\/categories\/zoo(-\d)?\.svg$/,
    );
    await expect(hero).toContainText('Price ££££');
    await expect(hero).toContainText('Rated 5.0 out of 5');

    // Category tags link to ../categories/{categoryName}.
    const tags = page.getByRole('list', { name: 'Categories' });
    await expect(tags.getByRole('link')).toHaveText(['Zoos & Safari Parks', 'Nature & Wildlife']);
    await expect(tags.getByRole('link', { name: 'Nature & Wildlife' })).toHaveAttribute(
      'href',
      '/categories/nature',
    );

    // Facilities with their states and descriptions; unknown ones are not listed.
    const facilities = page.getByRole('region', { name: 'Facilities' });
    const cafe = facilities.locator('[data-facility="cafe"]');
    await expect(cafe).toContainText('Available');
    await expect(cafe).toContainText('There is a cafe on site.');
    await expect(cafe.getByRole('listitem')).toHaveText(['Vegetarian options', 'Vegan options']);
    await expect(facilities.locator('[data-facility="dogfriendly"]')).toContainText('Advisory');
    await expect(facilities.locator('[data-facility="dogfriendly"]')).toContainText(
      'Assistance dogs only',
    );
    await expect(facilities.locator('[data-facility="lockers"]')).toHaveCount(0);
    await expect(facilities.locator('[data-facility]')).toHaveCount(zoo.facilities.length);

    // Desktop: picture beside the summary; phone: picture above it; never wider than the screen.
    const picture = await page.locator('figure').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (isPhone(page)) expect(title!.y).toBeGreaterThan(picture!.y + picture!.height - 1);
    else expect(title!.x).toBeGreaterThan(picture!.x + picture!.width - 1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // An attraction in a group links to the group.
    const hill = await attractionNamed(page, 'Hill Top');
    await page.goto(`/attraction/${hill.id}`);
    await expect(page.getByRole('link', { name: 'Part of National Trust' })).toHaveAttribute(
      'href',
      '/group/nationaltrust',
    );
  });

  test('opened by its address, shows the attraction without asking the API for it', async ({
    page,
  }) => {
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await failMapTiles(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new RegExp(`${API}/attractions/${zoo.id}$`).test(request.url()))
        asked.push(request.url());
    });
    await page.goto(`/attraction/${zoo.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chester Zoo');
    await expect(page.getByText('Chester, North West England')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Facilities' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("offers 'See More' only when the description overflows 9 lines", async ({ page }) => {
    const zoo = await attractionNamed(page, 'Chester Zoo');
    const long = Array.from(
      { length: 14 },
      (_, i) => `Paragraph ${i + 1} about the zoo and its animals.`,
    ).join('\n');
    await serveAttractionWith(page, zoo.id, (a) => ({ ...a, description: long }));
    await page.goto(`/attraction/${zoo.id}`);
    const about = page.getByRole('region', { name: 'About Chester Zoo' });
    await expect(about.getByTestId('description')).toContainText('Paragraph 1 about');
    await about.getByRole('button', { name: 'See More' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chester Zoo' });
    await expect(dialog).toContainText('Paragraph 14 about the zoo and its animals.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.unrouteAll();
    await serveAttractionWith(page, zoo.id, (a) => ({ ...a, description: 'A short description.' }));
    await page.reload();
    await expect(page.getByTestId('description')).toHaveText('A short description.');
    await expect(page.getByRole('button', { name: 'See More' })).toHaveCount(0);
  });

  test('shows contact links only when present, and hides empty sections', async ({ page }) => {
    const water = await attractionNamed(page, 'Cardiff International White Water');
    await page.goto(`/attraction/${water.id}`);
    const contact = page.getByRole('region', { name: 'Plan your visit' });
    await expect(contact.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      water.links.website!,
    );
    await expect(
      contact.getByRole('link', {
        name: /^Call Cardiff International White Water on 029 2082 9970$/,
      }),
    ).toHaveAttribute('href', 'tel:+442920829970');
    await expect(contact.getByRole('link', { name: /^Email / })).toHaveAttribute(
      'href',
      'mailto:info@ciww.com',
    );
    await expect(contact.getByRole('link')).toHaveCount(3);

    // The seeded Chester Zoo has a website only; social accounts appear once it has them.
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await serveAttractionWith(page, zoo.id, (a) => ({
      ...a,
      contact: {
        ...a.contact,
        facebook: 'chesterzoo',
        twitter: 'chesterzoo',
        instagram: 'chesterzoo',
      },
      links: {
        ...a.links,
        facebook: 'https://www.facebook.com/chesterzoo',
        twitter: 'https://twitter.com/chesterzoo',
        instagram: 'https://www.instagram.com/chesterzoo',
      },
      facilities: [],
    }));
    await page.goto(`/attraction/${zoo.id}`);
    const zooContact = page.getByRole('region', { name: 'Plan your visit' });
    await expect(zooContact.getByRole('link')).toHaveText([
      'Visit Website',
      'Facebook',
      'X (Twitter)',
      'Instagram',
    ]);
    await expect(
      zooContact.getByRole('link', { name: 'Chester Zoo on Instagram' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/chesterzoo');
    await expect(zooContact.getByRole('link', { name: /^Call / })).toHaveCount(0);
    // No facilities: the section is hidden, not empty.
    await expect(page.getByRole('heading', { name: 'Facilities' })).toHaveCount(0);
  });

  test('opens the website through the track endpoint, and stays when tracking fails', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/status of 500 .*\/track\)/, 'the test makes tracking fail on purpose');
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await page.route('https://www.chesterzoo.org/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>Chester Zoo website</title><h1>Welcome</h1>',
      }),
    );
    const before = zoo.hitCount;
    await page.goto(`/attraction/${zoo.id}`);

    // Tracking fails: logged, and the visitor stays (SPEC §8).
    const trackUrl = new RegExp(`${API}/attractions/${zoo.id}/track$`);
    await page.route(trackUrl, (route) => route.fulfill({ status: 500, json: {} }));
    const warning = page.waitForEvent('console', (m) => m.text() === "Can't track external link.");
    await page.getByRole('link', { name: 'Visit Website' }).click();
    await warning;
    await expect(page).toHaveURL(new RegExp(`/attraction/${zoo.id}$`));
    await page.unroute(trackUrl);

    const tracked = page.waitForRequest(new RegExp(`${API}/attractions/${zoo.id}/track$`));
    await page.getByRole('link', { name: 'Visit Website' }).click();
    await tracked;
    await expect(page).toHaveURL(/^https:\/\/www\.chesterzoo\.org\/?$/);
    const after = await apiJson<{ hitCount: number }>(page, `${API}/attractions/${zoo.id}`);
    expect(after.hitCount).toBeGreaterThan(before);
  });

  test("draws the map 'Where to find' with a pin, a popup and Get Directions", async ({ page }) => {
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await failMapTiles(page);
    await page.goto(`/attraction/${zoo.id}`);
    const section = page.getByRole('region', { name: 'Where to find Chester Zoo' });
    await section.scrollIntoViewIfNeeded();
    const pin = section.getByRole('button', { name: 'Chester Zoo on the map' });
    await expect(pin).toBeVisible();
    expect(await pin.boundingBox()).toMatchObject({ width: 50, height: 50 });
    // Tiles cannot load: the tinted surface stays, and says so.
    await expect(section.getByText('Map pictures unavailable')).toBeVisible();

    await pin.click();
    const popup = section.locator('.leaflet-popup');
    await expect(popup).toContainText('Chester Zoo');
    await expect(popup).toContainText('North West England');
    await expect(popup.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=53.2266,-2.8846',
    );
    // The address beside the map offers the same without the map.
    await expect(section.locator('address')).toContainText('CH2 1EU');
    await expect(
      section.getByRole('link', { name: 'Get Directions to Chester Zoo' }),
    ).toHaveAttribute('href', /destination=53\.2266,-2\.8846$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('lists up to 6 related attractions and related tags, or says there are none', async ({
    page,
  }) => {
    const zoo = await attractionNamed(page, 'Chester Zoo');
    await page.goto(`/attraction/${zoo.id}`);
    const related = page.getByRole('region', { name: 'Related attractions' });
    await related.scrollIntoViewIfNeeded();
    const cards = related.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const href of await related
      .getByRole('list')
      .first()
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(href).toMatch(/^\/attraction\/\d+$/);
      expect(href).not.toBe(`/attraction/${zoo.id}`);
    }
    const tags = related.getByRole('list', { name: 'Related tags' });
    await expect(tags.getByRole('link', { name: 'More Zoos & Safari Parks' })).toHaveAttribute(
      'href',
      '/categories/zoo',
    );
    await expect(tags.getByRole('link', { name: 'More in North West England' })).toHaveAttribute(
      'href',
      '/regions/northwestengland?sort=most-popular',
    );

    // None related: SPEC's message instead of cards (the page rendered in the browser, since
    // the server would answer the related places from its own API).
    await serveClientRendered(page);
    await page.route(new RegExp(`${API}/attractions\\?.*exclude=${zoo.id}`), (route) =>
      route.fulfill({
        json: { results: [], metadata: { currentPage: 1, totalPages: 1, totalResults: 0 } },
      }),
    );
    await page.reload();
    const none = page.getByRole('region', { name: 'Related attractions' });
    await expect(none.getByText('This attraction has no related attractions.')).toBeVisible();
    await expect(none.getByRole('article')).toHaveCount(0);
  });

  test('an unknown or invalid id shows the not-found page with status 404', async ({ page }) => {
    for (const path of ['/attraction/987654', '/attraction/not-a-number']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Hoot, we have a problem... Error 404 - Page Not Found',
      );
      await expect(page).toHaveTitle('Daytrip - Page Not Found');
    }
  });
});
