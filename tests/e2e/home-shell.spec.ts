import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';

test.describe('the home page shell', () => {
  test('greets the visitor by the time of day under the product title', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-06-01T09:30:00'));
    await page.goto('/');
    await expect(page).toHaveTitle('Daytrip - Home');
    await expect(page.getByText('Good Morning')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daytrip', exact: true })).toBeVisible();
  });

  test('says good evening after 17:00', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-06-01T17:00:00'));
    await page.goto('/');
    await expect(page.getByText('Good Evening')).toBeVisible();
  });

  test('shows the environment name and the year in the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Daytrip`);
    await expect(footer).toContainText('test');
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
