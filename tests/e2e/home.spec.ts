import { expect, test } from './support/test.js';
import { formatCount } from '../../src/web/lib/plural.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { countFor, isPhone, returningVisitor } from './support/site.js';

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL);
});

test.describe('the finder', () => {
  test("defaults to 'Any' and counts every attraction", async ({ page }) => {
    const finder = page.getByRole('heading', { name: 'Find a Daytrip' }).locator('..');
    // Browser tests running in parallel add attractions: read the count and load the page again
    // until no addition fell between the two.
    await expect(async () => {
      const total = await countFor(page, '');
      await page.goto('/');
      await expect(
        finder.getByRole('button', { name: `Explore ${formatCount(total)} Daytrips` }),
      ).toBeEnabled({
        timeout: 3000,
      });
    }).toPass();
    await expect(finder.getByLabel('Category')).toHaveValue('');
    await expect(finder.getByLabel('Category').locator('option:checked')).toHaveText('Any');
    await expect(finder.getByLabel('Region').locator('option:checked')).toHaveText('Any');
  });

  test("says 'Matching' with a filter and opens the filtered list", async ({ page }) => {
    // Heritage railways: no browser test writes one. Still, tests running in parallel add and
    // approve attractions, so the whole walk is retried should a change fall between the count
    // and the pages.
    await expect(async () => {
      const railways = await countFor(page, 'category=railways');
      await page.goto('/');
      await page.getByLabel('Category').selectOption('railways');
      const button = page.getByRole('button', {
        name: `Explore ${formatCount(railways)} Matching Daytrips`,
      });
      await expect(button).toBeEnabled({ timeout: 3000 });
      await button.click();
      await expect(page).toHaveURL(/\/attractions\/\?category=railways$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Showing Heritage Railways Daytrips',
      );
      await expect(page.getByText(`${railways} matching Daytrips`)).toBeVisible({ timeout: 3000 });
    }).toPass();
  });

  test('is disabled when nothing matches', async ({ page }) => {
    expect(await countFor(page, 'category=themepark&region=northernireland')).toBe(0);
    await page.goto('/');
    await page.getByLabel('Category').selectOption('themepark');
    await page.getByLabel('Region').selectOption('northernireland');
    await expect(page.getByRole('button', { name: 'Explore 0 Matching Daytrips' })).toBeDisabled();
  });
});

test.describe('the strips', () => {
  test('show 3 attractions, or 2 on a phone, each with distance, price and rating', async ({
    page,
  }) => {
    await page.goto('/');
    for (const title of ['Daytrips close to London...', 'Popular Daytrips in the UK']) {
      const strip = page.getByRole('region', { name: title });
      await expect(strip.getByRole('heading', { level: 2 })).toHaveText(title);
      // Three are fetched; phones hide the third with CSS, which hides it from role queries too.
      await expect(strip.locator('article')).toHaveCount(3);
      const cards = strip.getByRole('article');
      await expect(cards).toHaveCount(isPhone(page) ? 2 : 3);
      await expect(cards.first()).toContainText(/\d+ mi away/);
      await expect(cards.first()).toContainText(/Price (Free|£+)/);
      // Other tests add live, unrated places and visit them, so the popular strip (visits first)
      // can be all test places; Recommended puts rated curated places with pictures first.
      if (title !== 'Popular Daytrips in the UK') {
        await expect(cards.filter({ hasText: /Rated \d\.\d out of 5/ }).first()).toBeVisible();
      }
    }
    const popular = page.getByRole('region', { name: 'Popular Daytrips in the UK' });
    await expect(popular.getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/attractions/?sort=most-popular',
    );
  });

  test('a card opens its attraction page', async ({ page }) => {
    await page.goto('/');
    const first = page
      .getByRole('region', { name: 'Popular Daytrips in the UK' })
      .getByRole('link')
      .nth(1);
    await expect(first).toHaveAttribute('href', /^\/attraction\/\d+$/);
  });
});

test.describe('the email sign-up banner', () => {
  test("validates the address with SPEC's messages, then remembers the sign-up", async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Get the best Daytrips in your inbox' });
    const signUp = banner.getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    await expect(banner.getByText('This field is required.')).toBeVisible();
    await banner.getByLabel('Email address').fill('not-an-email');
    await signUp.click();
    await expect(banner.getByText('Please enter a valid Email Address.')).toBeVisible();
    await banner
      .getByLabel('Email address')
      .fill(`e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await signUp.click();
    await expect(
      page.getByRole('heading', { name: 'Nearly there: check your inbox' }),
    ).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('email-signup-complete')")).toBe('true');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Nearly there: check your inbox' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  });
});

test.describe('the featured banner', () => {
  test('links its category slides and leaves the mailing-list and social slides unlinked', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(7);
    const hrefs = await carousel
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([
      '/categories/experience',
      '/categories/aquarium',
      '/categories/zoo',
      '/categories/museum',
      '/categories/themepark',
    ]);
    await expect(slides.nth(5)).toContainText('Join the Daytrip mailing list');
    await expect(slides.nth(5).getByRole('link')).toHaveCount(0);
    await expect(slides.nth(6)).toContainText('Follow Daytrip on social media');
    await expect(slides.nth(6).getByRole('link')).toHaveCount(0);
    // It autoplays, and can be paused.
    await expect(carousel.getByRole('button', { name: 'Pause featured slides' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test('invites suggestions with Submit and Retrieve links', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Want to suggest even more Daytrips?!' });
  await expect(panel.getByRole('link', { name: 'Submit' })).toHaveAttribute(
    'href',
    '/attraction/submit',
  );
  await expect(panel.getByRole('link', { name: 'Retrieve' })).toHaveAttribute(
    'href',
    '/retrieveAttraction/',
  );
});

test('the whole home page is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Popular Daytrips in the UK' }).locator('article'),
  ).toHaveCount(3);
  await page.getByRole('region', { name: 'Featured' }).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('region', { name: 'Featured' }).getByRole('group').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
