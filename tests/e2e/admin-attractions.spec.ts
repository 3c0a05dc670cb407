import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import {
  createAttraction,
  reviewSubmission,
  row,
  signIn,
  submitAttraction,
  uniqueTag,
} from './support/admin.js';

const NO_RESULTS = 'There are no matching results.';

// Whole journeys with axe checks: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('admin attraction lists', () => {
  test('filter all / active / inactive, search by Enter or the button, clear, and page', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const name = `Zz Test Farm ${uniqueTag()}`;
    await createAttraction(request, token, name);

    await page.goto('/admin/attractions');
    await expect(page).toHaveURL(/\/admin\/attractions\/all$/);
    await expect(page.getByRole('link', { name: 'All', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const search = page.getByRole('searchbox', { name: 'Search attractions' });
    await expect(search).toHaveAttribute('placeholder', /e\.g\. Chester Zoo/);
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Paging, then a search goes back to page 1.
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 11–20 of \d+$/)).toBeVisible();
    await search.fill(name);
    await search.press('Enter');
    await expect(page).not.toHaveURL(/page=/);
    await expect(row(page, name)).toHaveCount(1);
    await expect(row(page, name).getByText('Not live')).toBeVisible();
    for (const action of ['Manage Social', 'View', 'Edit']) {
      await expect(row(page, name).getByRole('link', { name: `${action} ${name}` })).toBeVisible();
    }
    await expect(row(page, name).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute(
      'href',
      /\/attraction\/edit\/\d+$/,
    );

    // The new attraction is not live: under Inactive, not under Active.
    await page.getByRole('link', { name: 'Inactive', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/attractions\/inactive$/);
    await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toHaveValue('');
    await page.getByRole('searchbox', { name: 'Search attractions' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(row(page, name)).toHaveCount(1);
    await page.getByRole('link', { name: 'Active', exact: true }).click();
    // The filter link drops the search: wait for the box to be emptied before typing again.
    await expect(page).toHaveURL(/\/admin\/attractions\/active$/);
    await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toHaveValue('');
    await page.getByRole('searchbox', { name: 'Search attractions' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(NO_RESULTS)).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search attractions' })).toHaveValue('');
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();
  });

  test('manage social records the last post and the list shows purple, orange and green', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const name = `Zz Social Park ${uniqueTag()}`;
    const { id } = await createAttraction(request, token, name);
    const chip = () => row(page, name).locator('[data-freshness]');
    const openList = async () => {
      await page.goto(`/admin/attractions/all?search=${encodeURIComponent(name)}`);
      await expect(row(page, name)).toHaveCount(1);
    };

    await openList();
    await expect(chip()).toHaveAttribute('data-freshness', 'purple');
    await expect(chip()).toHaveCSS('background-color', 'rgb(107, 33, 168)');
    await row(page, name)
      .getByRole('link', { name: `Manage Social ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/manageSocial/${id}$`));
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('No social post has been recorded yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Invalid input: messages only after editing, and Save stays disabled.
    const date = page.getByLabel('Date of the last post');
    const save = page.getByRole('button', { name: 'Save date' });
    await expect(save).toBeDisabled();
    await date.fill('13/45/2024');
    await expect(page.getByText('Please enter a valid date as MM/DD/YYYY.')).toBeVisible();
    await expect(save).toBeDisabled();
    await date.fill('01/01/2099');
    await expect(page.getByText('The date of a post cannot be in the future.')).toBeVisible();

    // More than a year ago: orange.
    await date.fill('01/15/2020');
    await save.click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await expect(page.getByText(/Posted on 01\/15\/2020/)).toBeVisible();
    await openList();
    await expect(chip()).toHaveAttribute('data-freshness', 'orange');
    await expect(chip()).toHaveText('Social 01/15/2020');
    await expect(chip()).toHaveCSS('background-color', 'rgb(180, 83, 9)');

    // Today: green.
    await page.goto(`/admin/manageSocial/${id}`);
    await page.getByRole('button', { name: 'Posted today' }).click();
    await page.getByRole('button', { name: 'Save date' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
    await openList();
    await expect(chip()).toHaveAttribute('data-freshness', 'green');
    await expect(chip()).toHaveCSS('background-color', 'rgb(27, 110, 58)');

    // The audit trail shows who changed the date.
    await row(page, name)
      .getByRole('link', { name: `History ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/attractions/audit/${id}$`));
    await expect(page.getByRole('heading', { name: `History of ${name}` })).toBeVisible();
    const entries = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries.first()).toContainText('by e2e-admin');
    await expect(entries.first()).toContainText('Last social post');
    await expect(entries.filter({ hasText: 'Created' })).toHaveCount(1);
    await expect(page.getByText('01/15/2020').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Breadcrumb: Admin and Attractions link; Audit Trail and the id are plain text.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Admin', 'Attractions']);
    await expect(crumbs.getByText('Audit Trail')).toBeVisible();
    await expect(crumbs.getByText(String(id))).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Attractions' }).click();
    await expect(page).toHaveURL(/\/admin\/attractions\/all$/);
  });

  test('submission lists: all, awaiting approval, rejected and approved; rows open the review page', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signIn(page, request, baseURL!);
    const tag = uniqueTag();
    const waiting = await submitAttraction(request, `Zz Waiting Zoo ${tag}`);
    const reviewed = await submitAttraction(request, `Zz Reviewed Zoo ${tag}`);
    await reviewSubmission(request, token, reviewed.id, 'reject');

    const show = async (filter: string) => {
      await page.goto(
        `/admin/attractionsubmissions/${filter}?search=${encodeURIComponent(`Zoo ${tag}`)}`,
      );
      await expect(
        page.getByRole('heading', { name: 'Attraction Submissions', level: 1 }),
      ).toBeVisible();
    };

    await show('all');
    await expect(row(page, waiting.name)).toContainText('Awaiting review');
    await expect(row(page, reviewed.name)).toContainText('Rejected');
    await expect(row(page, waiting.name)).toContainText(/Ref [A-Z0-9]{5}-[A-Z0-9]{5}/);
    await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toHaveAttribute(
      'placeholder',
      /e\.g\./,
    );
    await expectNoSeriousA11yViolations(page);

    await show('awaitingapproval');
    await expect(row(page, waiting.name)).toHaveCount(1);
    await expect(row(page, reviewed.name)).toHaveCount(0);

    await show('rejected');
    await expect(row(page, reviewed.name)).toHaveCount(1);
    await expect(row(page, waiting.name)).toHaveCount(0);

    await show('approved');
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
    await reviewSubmission(request, token, reviewed.id, 'undoReject');
    await show('approved');
    await expect(row(page, reviewed.name)).toContainText('Approved');
    await show('rejected');
    await expect(page.getByText(NO_RESULTS)).toBeVisible();

    await show('awaitingapproval');
    const review = row(page, waiting.name).getByRole('link', { name: `Review ${waiting.name}` });
    await expect(review).toHaveAttribute('href', `/attraction/editsubmission/${waiting.id}`);
  });
});
