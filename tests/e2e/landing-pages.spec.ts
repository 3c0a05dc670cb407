// Issue 21 item 5: region × category landing pages ("Museums in Yorkshire"), linked from the
// region's and the category's list pages.
import { expect, test, type Page } from './support/test.js';
import type { LandingPage } from '../../src/contract/landing-page-schema.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { countFor, returningVisitor } from './support/site.js';

// East Midlands: no browser test adds an attraction there, so its counts hold in parallel runs.
const REGION = 'eastmidlands';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
});

async function landingPagesOf(page: Page): Promise<LandingPage[]> {
  const response = await page.request.get('/attraction-service/v2/landing-pages');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: LandingPage[] };
  return results.filter((landing) => landing.regionName === REGION);
}

test('a region page links to its landing pages, which list that category in that region', async ({
  page,
}) => {
  const [biggest] = (await landingPagesOf(page)).sort(
    (a, b) => b.attractionCount - a.attractionCount,
  );
  expect(biggest).toBeDefined();
  const name = `${biggest!.categoryDisplayName} in ${biggest!.regionDisplayName}`;
  await page.goto(`/regions/${REGION}`);
  const links = page.getByRole('navigation', {
    name: `Explore ${biggest!.regionDisplayName} by category`,
  });
  // Biggest first, with its count.
  await expect(links.getByRole('link').first()).toHaveAccessibleName(
    `${name}, ${biggest!.attractionCount} places`,
  );
  await links.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/regions/${REGION}/${biggest!.categoryName}$`));
  const title = `Showing ${biggest!.categoryDisplayName} Daytrips in ${biggest!.regionDisplayName}`;
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page).toHaveTitle(`Daytrip - ${title}`);
  const total = await countFor(page, `region=${REGION}&category=${biggest!.categoryName}`);
  expect(total).toBe(biggest!.attractionCount);
  await expect(page.getByText(`${total} matching Daytrips`, { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(Math.min(total, 24));
  await expectNoSeriousA11yViolations(page);
});

test('a category page links to the same category region by region', async ({ page }) => {
  const [landing] = await landingPagesOf(page);
  expect(landing).toBeDefined();
  await page.goto(`/categories/${landing!.categoryName}`);
  const links = page.getByRole('navigation', {
    name: `${landing!.categoryDisplayName} by region`,
  });
  const link = links.getByRole('link', {
    name: `${landing!.categoryDisplayName} in ${landing!.regionDisplayName}, `,
  });
  await expect(link).toHaveAttribute('href', `/regions/${REGION}/${landing!.categoryName}`);
});
