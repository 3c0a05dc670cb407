// Issue 31 in the browser (desktop 1280 px and phone 390 px projects): the next bank holiday as
// an "Open on" quick choice, and a place closed on bank holidays says so on its page.
import { expect, test } from './support/test.js';
import type { Attraction } from '../../src/contract/attraction.js';
import type { ListResponse } from '../../src/contract/list.js';
import { isBankHoliday } from '../../src/contract/bank-holidays.js';
import { openOnQuickChoices } from '../../src/contract/family-list-state.js';
import { londonToday } from '../../src/contract/london-time.js';
import { addDays } from '../../src/contract/opening-hours.js';
import { closedOnBankHolidays } from '../support/bank-holiday-fixtures.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { openFilters } from './support/site.js';
import { API, apiJson, failMapTiles, quietVisit, serveAttractionWith } from './visitor-support.js';

// The accessibility scan of the filters drawer can take a while on a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('"Open on" offers the next bank holiday where the visitor is', async ({ page }, testInfo) => {
  // The visitor is in London (no device location): England and Wales's bank holidays.
  const holiday = openOnQuickChoices(londonToday(), 'england-wales').find((choice) =>
    choice.label.endsWith('— bank holiday'),
  );
  expect(holiday, 'a bank holiday within four months').toBeDefined();
  await page.goto('/attractions');
  const filters = await openFilters(page);
  await filters.getByRole('button', { name: /^Open on/ }).click();
  const choice = filters.getByRole('radio', { name: holiday!.label });
  // Under CI load this click was twice left unanswered (the radio unticked, the address
  // unchanged) although the page had hydrated; not reproduced alone. Clicked again until the list
  // follows, so the test waits on the page's state rather than on one click's timing.
  await expect(async () => {
    if (!(await choice.isChecked())) await choice.click();
    await expect(page).toHaveURL(new RegExp(`openOn=${holiday!.date}`), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(choice).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('open-on-bank-holiday.png') });
  await expectNoSeriousA11yViolations(page);
});

test('a place closed on bank holidays says so, in its own nation', async ({ page }, testInfo) => {
  const scottish = await apiJson<ListResponse<Attraction>>(
    page,
    `${API}/attractions?region=southscotland&pageSize=1&sort=a-z`,
  );
  const place = scottish.results[0]!;
  await serveAttractionWith(page, place.id, (attraction) => ({
    ...attraction,
    openingHours: closedOnBankHolidays,
  }));
  await failMapTiles(page);
  await page.goto(`/attraction/${place.id}`);
  await expect(page.getByTestId('hours-bank-holidays')).toHaveText(
    'Closed on bank holidays (Scotland)',
  );
  // A Scottish bank holiday in the coming week shows as closed in the week's table.
  const week = Array.from({ length: 7 }, (_, ahead) => addDays(londonToday(), ahead));
  const table = page.getByRole('table', { name: 'Opening times this week' });
  const holidays = week.filter((day) => isBankHoliday('scotland', day)).length;
  await expect(table.getByText('Closed (bank holiday)')).toHaveCount(holidays);
  await page.getByTestId('hours-bank-holidays').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('closed-on-bank-holidays.png') });
});
