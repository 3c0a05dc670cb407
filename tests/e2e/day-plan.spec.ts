// Issue 32: the day plan. Three places of the test's own (plan-support.ts), one closed on the
// chosen Monday: the warning, nearest-next order, keyboard reordering, the page without
// JavaScript, the calendar file parsed by ical.js, the ways in, and axe.
import ICAL from 'ical.js';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { quietVisit } from './visitor-support.js';
import { createPlanPlaces, mondayWords, nextMonday, planPath } from './plan-support.js';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

const stopNames = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Stops in order' }).locator(':scope > li h2 a');

test('a three-stop plan with one closed that day warns before you go, in nearest-next order', async ({
  page,
  request,
}, testInfo) => {
  const { castle, gardens, museum } = await createPlanPlaces(request);
  const monday = nextMonday();
  // Given in the wrong order: the page puts them nearest-next from York. Rendered on the server,
  // it hydrates without asking the API again (decision 097).
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/(attraction-service|api)\//.test(request.url())) reads.push(request.url());
  });
  await page.goto(planPath(monday, [museum.id, gardens.id, castle.id]));
  expect(reads).toEqual([]);
  await expect(page).toHaveTitle(`Daytrip - Day plan: ${mondayWords(monday)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your day out on ${mondayWords(monday)}`,
  );
  await expect(page.getByText('Starting from York', { exact: true })).toBeVisible();
  await expect(stopNames(page)).toHaveText([castle.name, gardens.name, museum.name]);

  const warnings = page.getByTestId('plan-warnings');
  await expect(warnings).toContainText(`${museum.name} is closed on ${mondayWords(monday)}.`);
  const museumStop = page.locator(`[data-stop-id="${museum.id}"]`);
  await expect(museumStop.getByTestId('stop-hours')).toHaveText('Closed');
  await expect(museumStop.getByTestId('stop-warning')).toHaveText(
    `${museum.name} is closed on ${mondayWords(monday)}.`,
  );
  const castleStop = page.locator(`[data-stop-id="${castle.id}"]`);
  await expect(castleStop.getByTestId('stop-hours')).toHaveText('10:00–17:00');
  await expect(castleStop.getByText(/^Opening times from example\.org, as of /)).toBeVisible();
  await expect(castleStop.locator('[data-facility="cafe"]')).toHaveText('Café: yes');
  await expect(castleStop.locator('[data-facility="picnicarea"]')).toHaveText(
    'Picnic area: not checked',
  );
  await expect(page.getByTestId('stop-leg').nth(1)).toHaveText(
    /^\d+ miles in a straight line, roughly \d+–\d+ min by car$/,
  );

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.screenshot({ path: testInfo.outputPath('plan.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the stops reorder with the keyboard, and the order stays in the address', async ({
  page,
  request,
}) => {
  const { castle, gardens, museum } = await createPlanPlaces(request);
  await page.goto(planPath(nextMonday(), [castle.id, gardens.id, museum.id]));
  await expect(stopNames(page)).toHaveText([castle.name, gardens.name, museum.name]);

  const earlier = page.getByRole('link', { name: `Move ${museum.name} earlier` });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(stopNames(page)).toHaveText([castle.name, museum.name, gardens.name]);
  await expect(page).toHaveURL(/order=mine/);
  await expect(page.getByRole('status').filter({ hasText: 'moved to stop 2 of 3' })).toHaveText(
    `${museum.name} moved to stop 2 of 3.`,
  );
  // Focus stays with the stop that moved: Enter again moves it to the top.
  await expect(earlier).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stopNames(page)).toHaveText([museum.name, castle.name, gardens.name]);
  // At the top it cannot go earlier: focus moves to its other button.
  await expect(page.getByRole('link', { name: `Move ${museum.name} later` })).toBeFocused();
  await expect(page.getByRole('button', { name: `Move ${museum.name} earlier` })).toBeDisabled();

  await page.reload();
  await expect(stopNames(page)).toHaveText([museum.name, castle.name, gardens.name]);
});

test('the calendar file holds the three stops, each with its address, source and link', async ({
  request,
  baseURL,
}) => {
  const { castle, gardens, museum } = await createPlanPlaces(request);
  const monday = nextMonday();
  const answer = await request.get(
    `/api/calendar/plan.ics?date=${monday}&ids=${castle.id},${gardens.id},${museum.id}`,
  );
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.map((event) => event.summary)).toEqual([
    `1. ${castle.name}`,
    `2. ${gardens.name}`,
    `3. ${museum.name}`,
  ]);
  const [first, , closed] = events;
  expect(first!.location).toBe('1 Test Street, York, YO1 7HH');
  expect(first!.description).toContain('Opening times that day: 10:00–17:00');
  expect(first!.description).toContain('Opening times from example.org');
  expect(first!.component.getFirstPropertyValue('url')).toBe(
    new URL(`/attraction/${castle.id}`, baseURL).toString(),
  );
  expect(first!.startDate.toJSDate().toISOString()).toMatch(/T(09|10):00:00/);
  expect(closed!.description).toContain(`${museum.name} is closed on ${mondayWords(monday)}.`);
  expect(closed!.startDate.isDate).toBe(true);

  // One place, on a chosen day: its own file.
  const one = await request.get(`/api/calendar/plan.ics?date=${monday}&ids=${gardens.id}`);
  const single = new ICAL.Component(ICAL.parse(await one.text()));
  expect(single.getAllSubcomponents('vevent')).toHaveLength(1);

  const bad = await request.get(`/api/calendar/plan.ics?date=soon&ids=${gardens.id}`);
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('Choose a day for the calendar, as YYYY-MM-DD.');
});

test('Plan a day from the shortlist, and Add to a plan from a place', async ({ page, request }) => {
  const { castle, gardens, museum } = await createPlanPlaces(request);
  await page.addInitScript(
    (ids) =>
      window.localStorage.setItem('my-shortlist', JSON.stringify({ name: 'Half term', ids })),
    [castle.id, museum.id],
  );
  await page.goto('/shortlist/');
  await page.getByRole('link', { name: 'Plan a day' }).click();
  await expect(page).toHaveURL(new RegExp(`/plan/\\?date=.*ids=${castle.id},${museum.id}`));
  await expect(stopNames(page)).toHaveCount(2);

  await page.goto(`/attraction/${gardens.id}`);
  await page.getByRole('link', { name: 'Add to a plan' }).click();
  await expect(page).toHaveURL(/\/plan\//);
  await expect(stopNames(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: gardens.name, exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plan page lists its stops in order', async ({ page, request }) => {
    const { castle, gardens, museum } = await createPlanPlaces(request);
    const monday = nextMonday();
    await page.goto(planPath(monday, [museum.id, castle.id, gardens.id]));
    await expect(stopNames(page)).toHaveText([castle.name, gardens.name, museum.name]);
    await expect(page.getByTestId('plan-warnings')).toContainText(
      `${museum.name} is closed on ${mondayWords(monday)}.`,
    );
    // The move controls are links: they reorder without JavaScript too.
    await page.getByRole('link', { name: `Move ${museum.name} earlier` }).click();
    await expect(stopNames(page)).toHaveText([castle.name, museum.name, gardens.name]);
  });
});
