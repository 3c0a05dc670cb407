import type { CarFreePage } from '../../src/contract/car-free-pages-schema.js';
import { expect, test, type Page } from './support/test.js';
import type { AttractionGroup } from '../../src/contract/attraction-group.js';
import type { Category } from '../../src/contract/category.js';
import type { Facility } from '../../src/contract/facility.js';
import type { LandingPage } from '../../src/contract/landing-page-schema.js';
import type { ListResponse } from '../../src/contract/list.js';
import type { SiteMetadata } from '../../src/contract/metadata.js';
import type { Region } from '../../src/contract/region.js';
import { formatCount } from '../../src/web/lib/plural.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { API, apiJson, quietVisit } from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

async function expectTabBar(page: Page, current: string) {
  const tabs = page.getByRole('navigation', { name: 'Information pages' });
  await expect(tabs.getByRole('link')).toHaveText(['About', 'Policies', 'Contact', 'Settings']);
  await expect(tabs.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);
}

test('the sitemap lists pages, the catalogue with count badges, and every attraction', async ({
  page,
}) => {
  // ~3,700 links to render and to hand to axe: three times the usual time.
  test.slow();
  const { totalResults } = await apiJson<SiteMetadata>(page, `${API}/metadata`);
  const regions = await apiJson<ListResponse<Region>>(page, `${API}/regions?pageSize=1000`);
  const categories = await apiJson<ListResponse<Category>>(page, `${API}/categories?pageSize=1000`);
  const groups = await apiJson<ListResponse<AttractionGroup>>(
    page,
    `${API}/attractionGroups?pageSize=1000`,
  );
  const facilities = await apiJson<ListResponse<Facility>>(page, `${API}/facilities?pageSize=1000`);
  await page.goto('/sitemap/');
  await expect(page).toHaveTitle('Daytrip - Sitemap');

  const pages = page.getByRole('region', { name: 'Site pages' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Attraction Groups', '/groups/'],
    ['Privacy Policy', '/policies/privacy/'],
    ['Submit Attraction', '/attraction/submit'],
  ] as const) {
    await expect(pages.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  // The cities' car-free pages that list enough places (decision 153), each with its count.
  const carFree = await apiJson<{ results: CarFreePage[] }>(page, `${API}/car-free-pages`);
  const listedCities = carFree.results.filter((p) => p.listed);
  expect(listedCities.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Car-free days out' }).getByRole('link'),
  ).toHaveCount(listedCities.length);
  await expect(
    page
      .getByRole('region', { name: 'Car-free days out' })
      .getByRole('link', { name: `Car-free days out near ${listedCities[0]!.cityName}` }),
  ).toHaveAttribute('href', `/car-free/${listedCities[0]!.citySlug}`);

  const all = page.getByRole('region', { name: /^All Daytrips/ });
  await expect(all.getByRole('heading')).toHaveText(
    `All Daytrips, ${formatCount(totalResults)} Daytrips`,
  );
  // ~3,700 links arrive in pages of 1,000 (decision 006): allow for a loaded machine.
  await expect(all.getByRole('link')).toHaveCount(totalResults, { timeout: 20_000 });

  const zoo = categories.results.find((c) => c.categoryName === 'zoo')!;
  const zooItem = page
    .getByRole('region', { name: 'Categories' })
    .getByRole('listitem')
    .filter({ hasText: zoo.displayName });
  await expect(zooItem).toHaveText(`${zoo.displayName}, ${zoo.attractionCount} Daytrips`);
  await expect(zooItem.getByRole('link')).toHaveAttribute('href', '/categories/zoo');
  for (const [name, list] of [
    ['Regions', regions.results],
    ['Categories', categories.results],
    ['Attraction Groups', groups.results],
    ['Facilities', facilities.results.filter((f) => f.isActive)],
  ] as const) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section.getByTestId('count-badge')).toHaveCount(list.length);
  }
  // Every region × category landing page (issue 21), with its count.
  const landing = await apiJson<{ results: LandingPage[] }>(page, `${API}/landing-pages`);
  const landingSection = page.getByRole('region', { name: 'Daytrips by region and category' });
  await expect(landingSection.getByRole('link')).toHaveCount(landing.results.length);
  const biggest = [...landing.results].sort((a, b) => b.attractionCount - a.attractionCount)[0]!;
  const biggestName = `${biggest.categoryDisplayName} in ${biggest.regionDisplayName}`;
  const biggestItem = landingSection.getByRole('listitem').filter({
    has: page.getByRole('link', { name: biggestName, exact: true }),
  });
  await expect(biggestItem.getByRole('link')).toHaveAttribute(
    'href',
    `/regions/${biggest.regionName}/${biggest.categoryName}`,
  );
  await expect(biggestItem).toContainText(String(biggest.attractionCount));
  const yorkshire = regions.results.find((r) => r.regionName === 'yorkshire')!;
  await expect(
    page
      .getByRole('region', { name: 'Regions' })
      .getByRole('listitem')
      .filter({ hasText: 'Yorkshire' }),
  ).toContainText(String(yorkshire.attractionCount));
  // Every attraction is a link (~3,700 with the basic listings), all built by one component:
  // axe checks the first 30, as checking each one's contrast would take minutes.
  await expectNoSeriousA11yViolations(page, {
    exclude: '[aria-labelledby="sitemap-attractions"] li:nth-child(n+31)',
  });
});

test('settings: cookie and geolocation toggles, default city, and the disabled toggles', async ({
  page,
}) => {
  await page.goto('/settings/');
  await expect(page).toHaveTitle('Daytrip - Settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expectTabBar(page, 'Settings');
  for (const name of [
    'Personalisation cookies',
    'Analytics cookies',
    'Advertising cookies',
    'Use my location',
  ]) {
    await expect(page.getByRole('switch', { name })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Default city' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show distances in kilometres' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test("about: the live count, three panels and 'Find Daytrips near you', then the credits", async ({
  page,
}) => {
  const { totalResults } = await apiJson<SiteMetadata>(page, `${API}/metadata`);
  await page.goto('/about/');
  await expect(page).toHaveTitle('Daytrip - About');
  await expectTabBar(page, 'About');
  await expect(page.getByTestId('about-count')).toHaveText(formatCount(totalResults));
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Curated, not crowd-sourced',
    `${formatCount(totalResults)}Daytrips and counting`,
    'Discover places near you',
    'Credits and open data',
  ]);
  const credits = page.getByRole('region', { name: 'Credits and open data' });
  await expect(credits.getByRole('link', { name: /GeoNames/ })).toHaveAttribute(
    'href',
    'https://www.geonames.org/',
  );
  await expect(credits.getByRole('link', { name: /Mapping Museums project/ })).toHaveAttribute(
    'href',
    'https://www.mappingmuseums.org',
  );
  await expect(credits.getByRole('link', { name: /Castlemap/ })).toHaveAttribute(
    'href',
    'https://thecastlemap.com',
  );
  await expect(credits.getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  // Licence names are links, the postcode data carries its Open Government Licence statement,
  // and CC BY data says what we changed (issue 27).
  await expect(
    credits.getByRole('link', { name: 'Open Government Licence v3.0', exact: true }),
  ).toHaveAttribute(
    'href',
    'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
  );
  await expect(credits.getByRole('link', { name: 'CC0 1.0', exact: true })).toHaveAttribute(
    'href',
    'https://creativecommons.org/publicdomain/zero/1.0/',
  );
  await expect(credits).toContainText('Contains OS data © Crown copyright and database right 2025');
  await expect(credits).toContainText('What we changed: We corrected the capitals of names');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Find Daytrips near you' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Daytrip - Home');
});

test('contact: three social networks and an email button', async ({ page }) => {
  await page.goto('/contact/');
  await expect(page).toHaveTitle('Daytrip - Contact');
  await expectTabBar(page, 'Contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Daytrip on Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/daytripuk',
  );
  await expect(main.getByRole('link', { name: 'Daytrip on X (Twitter)' })).toHaveAttribute(
    'href',
    'https://twitter.com/daytripuk',
  );
  await expect(main.getByRole('link', { name: 'Daytrip on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/daytripuk',
  );
  await expect(main.getByRole('link', { name: /^Email / })).toHaveAttribute(
    'href',
    'mailto:hello@daytrip.example',
  );
  await expectNoSeriousA11yViolations(page);
});

test.describe('policies', () => {
  test('the policies page links to the three policies; the accessibility statement', async ({
    page,
  }) => {
    await page.goto('/policies/');
    await expect(page).toHaveTitle('Daytrip - Policies');
    await expectTabBar(page, 'Policies');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/policies/privacy/',
    );
    await expect(main.getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute(
      'href',
      '/policies/cookies/',
    );
    await expect(main.getByRole('link', { name: /Accessibility/ }).last()).toHaveAttribute(
      'href',
      '/policies/accessibility/',
    );
    await expectNoSeriousA11yViolations(page);

    // The accessibility statement and how to report a problem.
    await main
      .getByRole('link', { name: /Accessibility/ })
      .last()
      .click();
    await expect(page).toHaveTitle('Daytrip - Accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
    await expect(page.getByRole('main')).toContainText('WCAG) 2.1 at level AA');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'hello@daytrip.example' }),
    ).toHaveAttribute('href', 'mailto:hello@daytrip.example');
    await expectNoSeriousA11yViolations(page);
  });

  test('privacy: where location data goes, log retention and reply times, dated February 2021', async ({
    page,
  }) => {
    await page.goto('/policies/privacy/');
    await expect(page).toHaveTitle('Daytrip - Privacy Policy');
    await expectTabBar(page, 'Policies');
    await expect(page.getByText('Last updated: February 2021')).toBeVisible();
    // No external provider is configured: the built-in one runs in the browser.
    await expect(page.getByTestId('reverse-geocode-statement')).toHaveText(
      /^Our reverse-geocode provider receives your location data .* runs in your browser/,
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('Log data is deleted after 100 days.');
    await expect(main).toContainText('We answer contact requests within 30 days.');
    await expectNoSeriousA11yViolations(page);
  });

  test('cookies: the three cookies and their lifetimes, providers, and browser guidance', async ({
    page,
  }) => {
    await page.goto('/policies/cookies/');
    await expect(page).toHaveTitle('Daytrip - Cookie Policy');
    await expect(page.getByText('Last updated: February 2021')).toBeVisible();
    const table = page.getByRole('table', { name: 'Cookies used by Daytrip' });
    await expect(table.getByRole('row', { name: /Session cookie/ })).toContainText(
      'Deleted when you close your browser.',
    );
    await expect(table.getByRole('row', { name: /Cookie preferences cookie/ })).toContainText(
      '31 days if you accept personalisation, otherwise deleted when you close your browser.',
    );
    await expect(table.getByRole('row', { name: /Settings cookie/ })).toContainText(
      '100 days after you apply your settings.',
    );
    const providers = page.getByRole('table', { name: 'Analytics and advertising providers' });
    await expect(providers.locator('tbody tr')).toHaveText([
      /Analytics\s*None at present/,
      /Advertising\s*None at present/,
    ]);
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
      await expect(page.getByRole('link', { name: browser })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
    }
    await expectNoSeriousA11yViolations(page);
  });
});
