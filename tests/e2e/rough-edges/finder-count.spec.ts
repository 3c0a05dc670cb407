import { expect, test } from '../support/test.js';
import { countFor, returningVisitor } from '../support/site.js';

// Issue 20, item 5: while the finder counts a new choice, its button never shows a wrong number.
test('the finder button shows no stale count while the new one is on its way', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a desktop journey');
  await returningVisitor(context, baseURL);
  const expected = await countFor(page, 'category=aquarium');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/attraction-service\/v2\/attractions\?.*category=aquarium/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/');
  const button = page.getByRole('button', { name: /^Explore/ });
  await expect(button).toHaveText(/^Explore [\d,]+ Daytrips$/);
  await page.getByLabel('Category').selectOption('aquarium');
  await page.waitForTimeout(300);
  await expect(button).not.toHaveText(/\d/);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(button).toHaveText(`Explore ${expected} Matching Daytrips`);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
});
