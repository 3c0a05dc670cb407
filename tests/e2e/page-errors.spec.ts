import { expect, test } from './support/test.js';

// The shared fixture fails a test on a page error (support/page-errors.ts). These cases provoke
// one each and are marked as expected to fail: if the fixture stopped failing them, they would.

test('a console error fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/about/');
  await page.evaluate(() => console.error('Something went wrong'));
});

test('an uncaught exception fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/about/');
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('Uncaught on purpose');
    }),
  );
  await thrown;
});

test('an error the test allows, with its reason, passes', async ({ page, pageErrors }) => {
  pageErrors.allow(/Provoked on purpose/, 'this test provokes it');
  await page.goto('/about/');
  await page.evaluate(() => console.error('Provoked on purpose'));
});

test('a page answered 404 is what the test asked for, not a page error', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
});
