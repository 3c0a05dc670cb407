// Issue 31 in the browser (desktop 1280 px and phone 390 px projects): the "Car-free" filter
// group, the nearest-station line with its credit, the Northern Ireland note and the
// public-transport directions link.
import { expect, test } from './support/test.js';
import type { Attraction } from '../../src/contract/attraction.js';
import type { ListResponse } from '../../src/contract/list.js';
import type { CarFreePage } from '../../src/contract/car-free-pages-schema.js';
import { NORTHERN_IRELAND_RAIL_NOTE } from '../../src/contract/nearest-station.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { openFilters } from './support/site.js';
import { API, apiJson, attractionNamed, failMapTiles, quietVisit } from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('the Car-free group narrows the list to places near a station, counted and credited', async ({
  page,
}) => {
  await page.goto('/attractions?page=2');
  const filters = await openFilters(page);
  const header = filters.getByRole('button', { name: 'Car-free', exact: true });
  await header.click();
  await filters.getByRole('radio', { name: "Within 20 minutes' walk of a station" }).click();
  await expect(page).toHaveURL(/nearStation=20/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(
    filters.getByRole('radio', { name: "Within 20 minutes' walk of a station" }),
  ).toBeChecked();
  await expect(
    filters.getByRole('link', { name: 'Open Database License (ODbL 1.0)' }),
  ).toBeVisible();
  const near = await apiJson<ListResponse<Attraction>>(
    page,
    `${API}/attractions?nearStation=20&pageSize=1`,
  );
  const count = near.metadata.totalResults.toLocaleString('en-GB');
  await expect(page.getByText(`${count} matching Daytrips`, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a place in Great Britain shows its nearest station, the estimate and the credit', async ({
  page,
}) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  expect(zoo.nearestStation).not.toBeNull();
  await failMapTiles(page);
  await page.goto(`/attraction/${zoo.id}`);
  const station = page.getByTestId('nearest-station');
  await station.scrollIntoViewIfNeeded();
  await expect(station).toContainText(
    new RegExp(
      `^Nearest station: ${zoo.nearestStation!.name}, [\\d.]+ miles?, (about \\d+|more than 45) minutes' walk`,
    ),
  );
  await expect(station.getByText(/straight-line distance/)).toBeVisible();
  await expect(
    station.getByRole('link', { name: 'Open Database License (ODbL 1.0)' }),
  ).toBeVisible();
  const transit = page.getByRole('link', { name: `By public transport to ${zoo.name}` });
  await expect(transit).toHaveAttribute('href', /travelmode=transit/);
  await expectNoSeriousA11yViolations(page);
});

test('a place in Northern Ireland says its rail data is not yet included', async ({ page }) => {
  const ni = await apiJson<ListResponse<Attraction>>(
    page,
    `${API}/attractions?region=northernireland&pageSize=1&sort=a-z`,
  );
  const place = ni.results[0]!;
  expect(place.nearestStationMissing).toBe('northern-ireland');
  await failMapTiles(page);
  await page.goto(`/attraction/${place.id}`);
  const station = page.getByTestId('nearest-station');
  await station.scrollIntoViewIfNeeded();
  await expect(station).toHaveText(NORTHERN_IRELAND_RAIL_NOTE);
});

test("a city's car-free page lists places near a station from the city, each naming its walk", async ({
  page,
}) => {
  const pages = await apiJson<{ results: CarFreePage[] }>(page, `${API}/car-free-pages`);
  const york = pages.results.find((p) => p.cityName === 'York')!;
  await page.goto('/car-free/york/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car-free days out near York');
  await expect(page).toHaveTitle('Daytrip - Car-free days out near York');
  await expect(
    page.getByText(/within about 20 minutes' walk of a railway station, up to 25 miles from York/),
  ).toBeVisible();
  const count = york.attractionCount.toLocaleString('en-GB');
  await expect(page.getByText(new RegExp(`^${count} matching Daytrips?$`))).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(/About \d+ minutes' walk from .+ station/);

  // The walk can be narrowed, never turned off: "Anywhere" is not offered here.
  const filters = await openFilters(page);
  await filters.getByRole('button', { name: 'Car-free', exact: true }).click();
  await expect(
    filters.getByRole('radio', { name: "Within 20 minutes' walk of a station" }),
  ).toBeChecked();
  await expect(filters.getByRole('radio', { name: 'Anywhere' })).toHaveCount(0);
  await filters.getByRole('radio', { name: "Within 10 minutes' walk of a station" }).click();
  await expect(page).toHaveURL(/\/car-free\/york\/?\?nearStation=10/);
  await expect(page.getByText(/within about 10 minutes' walk/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a Northern Ireland city's car-free page says its rail data is not yet included", async ({
  page,
}) => {
  await page.goto('/car-free/belfast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Car-free days out near Belfast',
  );
  await expect(page.getByText(`${NORTHERN_IRELAND_RAIL_NOTE}.`)).toBeVisible();
});
