import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical WCAG 2.1 AA violations on the page as it stands. `exclude` leaves out
 * repeats of one element a page has thousands of (axe checks each one's contrast).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
