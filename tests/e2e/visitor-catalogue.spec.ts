import { expect, test } from './support/test.js';
import type { AttractionGroup } from '../../src/contract/attraction-group.js';
import type { Attraction } from '../../src/contract/attraction.js';
import type { Category } from '../../src/contract/category.js';
import type { ListResponse } from '../../src/contract/list.js';
import type { Region } from '../../src/contract/region.js';
import { SPEC_REGION_NAMES } from '../../src/contract/spec-catalogue.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import {
  API,
  apiJson,
  gridColumns,
  isPhone,
  quietVisit,
  serveClientRendered,
} from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test.describe('the tile pages', () => {
  test("'Categories' shows a tile per category, with its picture, opening its list", async ({
    page,
  }) => {
    const { results: categories } = await apiJson<ListResponse<Category>>(
      page,
      `${API}/categories?pageSize=1000`,
    );
    await page.goto('/categories/');
    await expect(page).toHaveTitle('Daytrip - Categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
    const tiles = page.getByRole('list', { name: 'Categories' }).getByRole('listitem');
    // Admin tests running in parallel may add categories: every known one shows, in rank order.
    await expect(tiles.first()).toBeVisible();
    const expected = categories.map((c) => c.displayName);
    expect(expected.length).toBeGreaterThanOrEqual(19);
    const shown = await tiles.getByRole('heading').allTextContents();
    expect(shown.filter((name) => expected.includes(name))).toEqual(expected);
    const zoo = categories.find((c) => c.categoryName === 'zoo')!;
    const zooTile = tiles.filter({ hasText: zoo.displayName });
    await expect(zooTile.locator('img')).toHaveAttribute('src', '/images/categories/zoo.svg');
    await expect(zooTile).toContainText(`${zoo.attractionCount} Daytrips`);
    expect(await gridColumns(page, 'ul[aria-label="Categories"]')).toBe(isPhone(page) ? 2 : 3);
    await expectNoSeriousA11yViolations(page);

    await zooTile.getByRole('link').click();
    await expect(page).toHaveURL(/\/categories\/zoo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Showing Zoos & Safari Parks Daytrips',
    );
  });

  test('region tiles open the region with ?sort=most-popular', async ({ page }) => {
    const { results: regions } = await apiJson<ListResponse<Region>>(
      page,
      `${API}/regions?pageSize=1000`,
    );
    await page.goto('/regions/');
    await expect(page).toHaveTitle('Daytrip - Regions');
    const tiles = page.getByRole('list', { name: 'Regions' }).getByRole('listitem');
    // Admin tests running in parallel may add regions; the 14 of the spec must all be there.
    await expect(tiles.first()).toBeVisible();
    expect(regions.length).toBeGreaterThanOrEqual(14);
    expect(await tiles.count()).toBeGreaterThanOrEqual(regions.length);
    for (const region of regions) {
      const tile = tiles.filter({
        has: page.getByRole('heading', { name: region.displayName, exact: true }),
      });
      await expect(tile.getByRole('link')).toHaveAttribute(
        'href',
        `/regions/${region.regionName}?sort=most-popular`,
      );
      // The 14 regions of the spec have fixed pictures; one an admin added has none.
      if ((SPEC_REGION_NAMES as readonly string[]).includes(region.regionName)) {
        await expect(tile.locator('img')).toHaveAttribute(
          'src',
          `/images/regions/${region.regionName}.svg`,
        );
      }
    }
    await expectNoSeriousA11yViolations(page);
    await tiles.filter({ hasText: 'Yorkshire' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/regions\/yorkshire\?sort=most-popular$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Showing Daytrips in Yorkshire',
    );
  });

  test('facility tiles are painted in their colour with the two-part name', async ({ page }) => {
    await page.goto('/facilities/');
    await expect(page).toHaveTitle('Daytrip - Facilities');
    const tiles = page.getByRole('list', { name: 'Facilities' }).getByRole('listitem');
    // Admin tests running in parallel may add facilities; the 14 seeded ones are all there.
    await expect(tiles.first()).toBeVisible();
    expect(await tiles.count()).toBeGreaterThanOrEqual(14);
    // 'Wheelchair|Access': a small first line and a main second line.
    const wheelchair = tiles.filter({
      has: page.getByRole('heading', { name: 'Wheelchair Access' }),
    });
    const lines = wheelchair.getByRole('heading').locator('span');
    await expect(lines).toHaveText(['Wheelchair', 'Access']);
    const [top, main] = await lines.evaluateAll((spans) =>
      spans.map((s) =>
        Number.parseFloat(
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }
          ).getComputedStyle(s).fontSize,
        ),
      ),
    );
    expect(top).toBeLessThan(main!);
    await expect(wheelchair.getByRole('link')).toHaveAttribute(
      'href',
      '/facilities/wheelchairaccess',
    );
    // The facility's colour (#1565C0) edges the tile.
    const edge = await wheelchair
      .locator('.MuiCard-root')
      .evaluate(
        (card) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { borderTopColor: string } }
          ).getComputedStyle(card).borderTopColor,
      );
    expect(edge).toBe('rgb(21, 101, 192)');
    await expectNoSeriousA11yViolations(page);
    await wheelchair.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Showing Daytrips with Wheelchair Access',
    );
  });
});

test.describe('attraction groups', () => {
  test("'Attraction Groups' shows a tile per group in its colours, with 'Visit Website'", async ({
    page,
  }) => {
    const { results: groups } = await apiJson<ListResponse<AttractionGroup>>(
      page,
      `${API}/attractionGroups?pageSize=1000`,
    );
    await page.goto('/groups/');
    await expect(page).toHaveTitle('Daytrip - Attraction Groups');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attraction Groups');
    const tiles = page.getByRole('list', { name: 'Attraction Groups' }).getByRole('article');
    await expect(tiles).toHaveCount(groups.length);
    const trust = groups.find((g) => g.groupId === 'nationaltrust')!;
    const tile = page.getByRole('article', { name: trust.displayName, exact: true });
    await expect(tile).toContainText(trust.description.slice(0, 40));
    await expect(tile).toContainText(`${trust.attractionCount} Daytrips`);
    await expect(tile).toHaveCSS('background-color', 'rgb(0, 87, 61)');
    await expect(tile).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(tile.getByRole('link', { name: /Visit Website/ })).toHaveAttribute(
      'href',
      trust.websiteUrl,
    );
    // Three groups: 3 columns on wide screens, 1 on phones.
    expect(await gridColumns(page, 'ul[aria-label="Attraction Groups"]')).toBe(
      isPhone(page) ? 1 : 3,
    );
    await expectNoSeriousA11yViolations(page);
    await tile.getByRole('link', { name: trust.displayName, exact: true }).click();
    await expect(page).toHaveURL(/\/group\/nationaltrust$/);
  });

  test('columns: 1 for one group, 2 for two', async ({ page }) => {
    const { results: groups } = await apiJson<ListResponse<AttractionGroup>>(
      page,
      `${API}/attractionGroups?pageSize=1000`,
    );
    for (const count of [1, 2]) {
      await page.unrouteAll();
      // The browser renders the page, so it asks for the groups this test serves.
      await serveClientRendered(page);
      await page.route(new RegExp(`${API}/attractionGroups\\?`), (route) =>
        route.fulfill({
          json: {
            results: groups.slice(0, count),
            metadata: { currentPage: 1, totalPages: 1, totalResults: count },
          },
        }),
      );
      await page.goto('/groups/');
      await expect(page.getByRole('article')).toHaveCount(count);
      expect(await gridColumns(page, 'ul[aria-label="Attraction Groups"]')).toBe(
        isPhone(page) ? 1 : count,
      );
    }
  });

  test('a group page shows its header and all its attractions, A-Z; an unknown one is not found', async ({
    page,
  }) => {
    // The National Trust now has about 200 places (basic listings join by governance, decision
    // 113): rendering them all and the accessibility scan of that page take longer.
    test.setTimeout(180_000);
    const group = await apiJson<AttractionGroup>(page, `${API}/attractionGroups/nationaltrust`);
    const { results } = await apiJson<ListResponse<Attraction>>(
      page,
      `${API}/attractions?attractionGroupName=nationaltrust&pageSize=1000&sort=a-z`,
    );
    await page.goto('/group/nationaltrust');
    await expect(page).toHaveTitle(`Daytrip - ${group.displayName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.displayName);
    await expect(page.getByText(group.description)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveAttribute(
      'href',
      group.websiteUrl,
    );
    await expect(page.getByText(`${results.length} Daytrips`)).toBeVisible();
    const names = page
      .getByRole('list', { name: `${group.displayName} Daytrips` })
      .getByRole('heading');
    await expect(names).toHaveText(results.map((a) => a.name));
    const shown = await names.allTextContents();
    expect(shown).toEqual(
      [...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    await expectNoSeriousA11yViolations(page);

    // An unknown group shows the not-found page.
    const response = await page.goto('/group/nosuchgroup');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Hoot, we have a problem...',
    );
  });
});
