// Where facts came from, on the attraction page (decision 109), and visitors confirming them
// (decision 112): the source line with its page linked, a Yes counted and shown after a reload, a
// No landing in the moderators' report queue. Runs at 1280 px (desktop) and 390 px (phone).
import { expect, test } from './support/test.js';
import { museumHours } from '../support/family-fixtures.js';
import { adminToken } from './support/admin.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import {
  attractionNamed,
  failMapTiles,
  quietVisit,
  serveAttractionWith,
} from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('the page says where each fact came from; a Yes is counted and a No reaches the moderators', async ({
  page,
  request,
}) => {
  const place = await attractionNamed(page, 'Chester Zoo');
  await failMapTiles(page);
  await serveAttractionWith(page, place.id, (attraction) => ({
    ...attraction,
    openingHours: museumHours,
    ages: { from: 0, to: null },
    agesBasis: 'no-limits-stated',
    setting: null,
    typicalSetting: { setting: 'mixed', kind: 'zoos and farms' },
    checks: {
      ...attraction.checks,
      hours: {
        checkedAt: '2026-11-01T12:00:00.000Z',
        source: 'website',
        checkedBy: null,
        url: 'https://www.example.org/plan-your-visit/',
        asOf: '2026-03-01',
        asOfPrecision: 'month',
        note: null,
      },
      suitability: {
        checkedAt: '2026-11-01T12:00:00.000Z',
        source: 'moderator',
        checkedBy: null,
        url: null,
        asOf: '2026-11-20',
        asOfPrecision: 'day',
        note: null,
      },
    },
  }));
  await page.goto(`/attraction/${place.id}`);
  const plan = page.getByRole('region', { name: 'Opening times' });
  await expect(
    plan.getByText('Opening times from example.org, as of March 2026 — check before you go'),
  ).toBeVisible();
  await expect(plan.getByRole('link', { name: 'example.org' })).toHaveAttribute(
    'href',
    'https://www.example.org/plan-your-visit/',
  );
  await expect(plan.getByText('All ages — no limits stated')).toBeVisible();
  await expect(
    plan.getByText('Usually indoor and outdoor (zoos and farms), not checked'),
  ).toBeVisible();
  await expect(plan.getByText('Checked by our moderators on 20 November 2026')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const ages = plan.getByRole('group', { name: 'Were the ages and setting right?' });
  await ages.getByRole('button', { name: 'Yes' }).click();
  await expect(plan.getByRole('status')).toHaveText('Thanks — that helps other families.');

  const hours = plan.getByRole('group', { name: 'Were these opening times right?' });
  await hours.getByRole('button', { name: 'No' }).click();
  await expect(plan.getByText(/our moderators will check them/)).toBeVisible();

  const { token } = await adminToken(request);
  await expect(async () => {
    const queue = await request.get(
      '/management-service/v1/reports?status=open&search=Chester%20Zoo&pageSize=50',
      {
        headers: { token },
      },
    );
    const reports = (await queue.json()).results as {
      attraction: { id: number };
      reason: string;
      details: string;
    }[];
    expect(
      reports.some(
        (report) =>
          report.attraction.id === place.id &&
          report.reason === 'hours' &&
          report.details.includes('Opening times'),
      ),
    ).toBe(true);
  }).toPass();

  await page.reload();
  await expect(page.getByText(/^Confirmed by visitors on \d+ \w+$/).first()).toBeVisible();
});
