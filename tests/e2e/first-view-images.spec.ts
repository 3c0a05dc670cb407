// Issue 29, item 4: on a directly loaded (server-rendered) attraction page, a photo that failed
// before the page's script ran stayed a broken image; client navigation was fine. Now the first
// view shows the drawing instead. And (decision 168) a hot-linked image URL is never shown.
import { adminToken, attractionBody, uniqueTag } from './support/admin.js';
import { livePlaceWithPhoto } from './support/photos.js';
import { expect, test } from './support/test.js';
import { quietVisit } from './visitor-support.js';

test('a photo that fails on a first view shows the drawing instead', async ({
  page,
  request,
  baseURL,
  pageErrors,
}) => {
  pageErrors.allow(
    /status of 404 .*\/media\/photos\//,
    "the test makes the photo's files answer 404",
  );
  await quietVisit(page.context(), baseURL);
  const name = `Broken Photo Zoo ${uniqueTag()}`;
  const { id } = await livePlaceWithPhoto(request, name);

  // The photo's files answer 404 at once, before the page's script can have run.
  await page.route('**/media/photos/**', (route) => route.fulfill({ status: 404 }));
  await page.goto(`/attraction/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const hero = page.locator('figure');
  await expect(hero.getByTestId('image-placeholder')).toBeVisible();
  await expect(hero.locator('picture')).toHaveCount(0);
  await expect(hero.locator('figcaption')).toHaveCount(0);
});

test('a hot-linked image URL is not shown: the drawing is, and nothing is asked of its host', async ({
  page,
  request,
  baseURL,
}) => {
  await quietVisit(page.context(), baseURL);
  const { token } = await adminToken(request);
  const name = `Hot Linked Zoo ${uniqueTag()}`;
  const created = await request.post('/management-service/v1/attractions', {
    headers: { token },
    data: {
      ...attractionBody(name),
      links: { mainImage: 'https://photos.daytrip.example/zoo.jpg' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()).response as { id: number };
  const approved = await request.post(`/management-service/v1/attractions/${id}/approve`, {
    headers: { token },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('https://photos.daytrip.example/')) asked.push(r.url());
  });
  await page.goto(`/attraction/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('figure').getByTestId('image-placeholder')).toBeVisible();
  await expect(page.locator('img[src*="photos.daytrip.example"]')).toHaveCount(0);
  expect(asked).toEqual([]);
});
