// Issue 33, item 4 (decision 167): a moderator's photo shows on the place's card and page as a
// <picture> of our own AVIF/WebP files sized by srcset and sizes, with its credit and licence on
// it, and the page does not move when it arrives.
import type { Locator, Page } from '@playwright/test';
import { PHOTO_SIZES } from '../../src/contract/photo.js';
import { uniqueTag } from './support/admin.js';
import { livePlaceWithPhoto, PHOTO_FIELDS } from './support/photos.js';
import { expect, test } from './support/test.js';
import { quietVisit } from './visitor-support.js';

const CREDIT = `Photo: ${PHOTO_FIELDS.credit} · ${PHOTO_FIELDS.licence}`;

/** The file the browser chose from the <picture> once it has loaded ('' until then). */
function loadedPhoto(image: Locator): Promise<string> {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
  );
}

/** The page's layout shift so far (CLS without the session windows: every shift counts). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number })[])
            total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in a task of their own: read them after the next frame.
        requestAnimationFrame(() =>
          setTimeout(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
}

test("a moderator's photo shows on the card and the page, with its credit", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await quietVisit(page.context(), baseURL);
  const name = `Red Barn Farm ${uniqueTag()}`;
  const { id } = await livePlaceWithPhoto(request, name);

  // The card in a search for it.
  await page.goto(`/search/${encodeURIComponent(name)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/media\/photos\/[^ ]+\/480\.avif 480w, [^ ]+\/960\.avif 960w/,
  );
  await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\/480\.webp 480w/,
  );
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'sizes',
    PHOTO_SIZES.card,
  );
  const cardImage = card.locator('picture img');
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedPhoto(cardImage)).toMatch(/\/media\/photos\/[^/]+\/\d+\.avif$/);
  await expect(card.getByTestId('photo-credit')).toHaveText(CREDIT);
  await expect(card.getByTestId('photo-credit')).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('card.png') });

  // The attraction page: the photo with its alt text, its size and its credit as the caption.
  await page.goto(`/attraction/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const figure = page.locator('figure').first();
  const photo = figure.getByRole('img', { name: PHOTO_FIELDS.altText });
  await expect(photo).toHaveAttribute('width', '1600');
  await expect(photo).toHaveAttribute('height', '1000');
  await expect.poll(() => loadedPhoto(photo)).toMatch(/\/media\/photos\/[^/]+\/\d+\.avif$/);
  await expect(figure.locator('figcaption')).toHaveText(CREDIT);
  await expect(figure.locator('figcaption')).toBeVisible();
  // The frame had its size before the photo came: nothing on the page moved.
  expect(await layoutShift(page)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('page.png') });
});
