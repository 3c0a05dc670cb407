import { expect, test } from '../support/test.js';
import { isInsideRoundedCorners } from '../support/geometry.js';
import { dressedPhoto } from '../support/photos.js';
import {
  attractionNamed,
  failMapTiles,
  quietVisit,
  serveAttractionWith,
} from '../visitor-support.js';

// Issue 20, item 10: the rounded corners of the picture and the map cut no text off.

test('the image credit and the map attribution sit clear of the rounded corners', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the corners are rounded on wide screens');
  await quietVisit(context, baseURL);
  await failMapTiles(page);
  const zoo = await attractionNamed(page, 'Chester Zoo');
  // The photo loads, so its credit shows.
  const photo = await dressedPhoto(page, 'Chester Zoo');
  await serveAttractionWith(page, zoo.id, (a) => ({ ...a, photo }));
  await page.goto(`/attraction/${zoo.id}`);

  const figure = page.locator('figure').first();
  const credit = figure.locator('figcaption');
  await expect(credit).toHaveText('Photo: Chester Zoo · CC BY 4.0');
  expect(await isInsideRoundedCorners(figure, credit)).toBe(true);

  const map = page.getByTestId('attraction-map');
  await map.scrollIntoViewIfNeeded();
  const attribution = map.locator('.leaflet-control-attribution');
  await expect(attribution).toBeVisible();
  expect(await isInsideRoundedCorners(map, attribution)).toBe(true);
});
