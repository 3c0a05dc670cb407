import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { createAttraction, quietVisitorNotices, row, signIn, uniqueTag } from './support/admin.js';

// Whole journeys with axe checks: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A live attraction of its own for each test (created, then activated). */
async function liveAttraction(request: APIRequestContext, token: string, name: string) {
  const { id } = await createAttraction(request, token, name);
  const activated = await request.post(`/management-service/v1/attractions/${id}/activate`, {
    headers: { token },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  return id;
}

/** Back to being a visitor: no admin cookies, the notices still quiet. */
async function asVisitor(page: Page, baseURL: string) {
  await page.context().clearCookies();
  await quietVisitorNotices(page, baseURL);
}

test.describe('trust: reports, closures and freshness', () => {
  test('a visitor reports a closure; a moderator marks it temporarily closed, the banner shows, then reopens it', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const name = `Zz Report Farm ${uniqueTag()}`;
    const id = await liveAttraction(request, token, name);

    // The visitor: an honest freshness line, then the report form.
    await asVisitor(page, baseURL!);
    await page.goto(`/attraction/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('freshness')).toHaveText('Details not yet checked');
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: `Report a problem with ${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please choose what is wrong.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('radio', { name: 'It has closed' }).check();
    await dialog
      .getByRole('textbox', { name: 'Details' })
      .fill('Boarded up with a sign saying closed until spring.');
    await dialog.getByRole('textbox', { name: 'Your email (optional)' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please enter a valid Email Address.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Your email (optional)' }).fill('');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const reference = dialog.getByTestId('report-reference');
    await expect(reference).toHaveText(/^R-[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await expect(dialog.getByText(/Nothing on the page changes until they have/)).toBeVisible();
    const referenceText = (await reference.textContent())!;
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Nothing public changed.
    await expect(page.getByTestId('closure-banner')).toHaveCount(0);

    // The moderator: the dashboard tile, the queue, the report beside the attraction.
    await signIn(page, request, baseURL!);
    await page.goto('/admin');
    await expect(page.getByTestId('trust-count-reports')).toHaveText(/^\d+ open$/);
    await page.getByRole('link', { name: 'Review reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/open$/);
    const search = page.getByRole('searchbox', { name: 'Search reports' });
    await search.fill(referenceText);
    await search.press('Enter');
    await page.getByRole('link', { name: `Review report ${referenceText}` }).click();
    await expect(page.getByRole('heading', { name: 'It has closed' })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Mark temporarily closed' }).click();
    const closing = page.getByRole('dialog', { name: 'Mark temporarily closed' });
    await closing.getByLabel('Expected to reopen on (optional)').fill('2031-04-01');
    await closing
      .getByRole('textbox', { name: 'Note for visitors (optional)' })
      .fill('Closed for winter repairs.');
    await closing.getByRole('button', { name: 'Mark temporarily closed' }).click();
    await expect(page.getByTestId('closure-state')).toHaveText('Temporarily closed');

    // The public page shows the banner at once; the card badge in the list too.
    await asVisitor(page, baseURL!);
    await page.goto(`/attraction/${id}`);
    const banner = page.getByTestId('closure-banner');
    await expect(banner).toContainText('Temporarily closed. Expected to reopen on 1 April 2031.');
    await expect(banner).toContainText('Closed for winter repairs.');
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(
      page.getByRole('article').filter({ hasText: name }).getByText('Temporarily closed'),
    ).toBeVisible();

    // The moderator reopens it and resolves the report.
    await signIn(page, request, baseURL!);
    await page.goto('/admin/reports/open');
    await page.getByRole('searchbox', { name: 'Search reports' }).fill(referenceText);
    await page.getByRole('searchbox', { name: 'Search reports' }).press('Enter');
    await page.getByRole('link', { name: `Review report ${referenceText}` }).click();
    await page.getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByTestId('closure-state')).toHaveText('Open');
    await page.getByRole('textbox', { name: /^Note/ }).fill('Closed for repairs; reopened since.');
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByTestId('report-status')).toHaveText('Resolved');

    await asVisitor(page, baseURL!);
    await page.goto(`/attraction/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('closure-banner')).toHaveCount(0);
  });

  test('a permanently closed place answers 410 with similar places nearby and leaves the lists', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const name = `Zz Closed Castle ${uniqueTag()}`;
    const id = await liveAttraction(request, token, name);
    const closed = await request.post(`/management-service/v1/attractions/${id}/closure`, {
      headers: { token },
      data: { state: 'permanentlyClosed', note: 'The site has been sold.' },
    });
    expect(closed.ok(), await closed.text()).toBe(true);

    await asVisitor(page, baseURL!);
    const response = await page.goto(`/attraction/${id}`);
    expect(response?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This place has closed' }),
    ).toBeVisible();
    await expect(page.getByText(`${name} has closed permanently.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Similar places nearby/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The server's page says the same to a reader without JavaScript (issue 21).
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const plain = await scriptless.newPage();
    expect((await plain.goto(`${baseURL}/attraction/${id}`))?.status()).toBe(410);
    await expect(
      plain.getByRole('heading', { level: 1, name: 'This place has closed' }),
    ).toBeVisible();
    await expect(plain.getByRole('main').getByRole('article').first()).toBeVisible();
    await scriptless.close();

    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(page.getByText(/^There are no .+ matching your search term\.$/)).toBeVisible();
  });

  test('the staleness queue lists never-checked places first and marks one checked', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const name = `Zz Stale Museum ${uniqueTag()}`;
    const id = await liveAttraction(request, token, name);
    await page.goto('/admin');
    await expect(page.getByTestId('trust-count-staleness')).toHaveText(
      /^[\d,]+ not checked in 12 months$/,
    );
    await page.getByRole('link', { name: 'Check facts' }).click();
    await expect(page).toHaveURL(/\/admin\/staleness\/overdue$/);
    await page.getByRole('link', { name: 'Never checked', exact: true }).click();
    const search = page.getByRole('searchbox', { name: 'Search attractions to check' });
    await search.fill(name);
    await search.press('Enter');
    await expect(row(page, name).getByText(/^Details not yet checked/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: `Mark ${name} checked` }).click();
    await expect(page.getByText('There are no matching results.')).toBeVisible();

    await asVisitor(page, baseURL!);
    await page.goto(`/attraction/${id}`);
    const month = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date());
    await expect(page.getByTestId('freshness')).toHaveText(`Details last checked: ${month}`);
  });

  test('the coverage page counts sourced facts per area and leads to the oldest facts', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    await page.goto('/admin');
    await expect(page.getByTestId('trust-count-coverage')).toHaveText(
      /^[\d,]+ with facts over a year old$/,
    );
    await page.getByRole('link', { name: 'See coverage' }).click();
    await expect(page).toHaveURL(/\/admin\/facts\/coverage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fact coverage' })).toBeVisible();
    const uk = page.getByRole('table', { name: 'The UK' });
    await expect(uk.getByRole('rowheader', { name: 'UK' })).toBeVisible();
    // Every city has its row, within 25 miles.
    await expect(page.getByRole('table', { name: 'Cities' }).getByRole('row')).toHaveCount(70);
    await expect(
      page.getByRole('table', { name: 'Cities' }).getByRole('rowheader', { name: 'Inverness' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Oldest facts first' }).click();
    await expect(page).toHaveURL(/\/admin\/staleness\/old-facts$/);
    await expect(page.getByRole('link', { name: 'Facts over a year old' })).toBeVisible();
  });
});
