import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { row, signIn, uniqueTag } from './support/admin.js';

const REQUIRED = 'This field is required.';
const NO_RESULTS = 'There are no matching results.';

async function searchList(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

// Whole journeys with axe checks: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('admin categories', () => {
  test('list, create with invalid input, edit, and delete with the warning', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    const tag = uniqueTag();
    const displayName = `Zz Cat ${tag}`;
    const slug = `zzcat${tag}`;

    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/admin\/categories\/all$/);
    await expect(page.getByRole('searchbox', { name: 'Search categories' })).toHaveAttribute(
      'placeholder',
      'e.g. Zoos',
    );
    await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create category' }).click();
    await expect(page).toHaveURL(/\/admin\/categories\/create$/);
    const save = page.getByRole('button', { name: 'Create category' });
    const name = page.getByRole('textbox', { name: 'Display name' });
    const slugField = page.getByRole('textbox', { name: 'Category name' });
    const title = page.getByRole('textbox', { name: 'Page title' });
    const rank = page.getByRole('spinbutton', { name: 'Rank' });
    const colour = page.getByRole('textbox', { name: 'Display colour', exact: true });

    await expect(save).toBeDisabled();
    await expect(rank).toHaveValue('1000');
    await expect(page.getByText('No Colour Selected')).toBeVisible();
    await expect(page.getByText(REQUIRED)).toHaveCount(0);
    await expect(slugField).toHaveAttribute('readonly', '');
    await expectNoSeriousA11yViolations(page);

    await name.fill('x');
    await name.fill('');
    await expect(page.getByText(REQUIRED)).toHaveCount(2); // the display name and the slug made from it
    await title.focus();
    await title.blur();
    await expect(page.getByText(REQUIRED)).toHaveCount(3);
    await rank.fill('-1');
    await expect(page.getByText('This field must be 0 or more.')).toBeVisible();
    await colour.fill('red');
    await expect(page.getByText('Please enter a valid colour, such as #FFFFFF.')).toBeVisible();
    await expect(save).toBeDisabled();

    await name.fill(displayName);
    await expect(slugField).toHaveValue(slug);
    await title.fill('Made-up days out for testing');
    await rank.fill('1000');
    await page.getByRole('button', { name: 'Use #2E7D32 for display colour' }).click();
    await expect(colour).toHaveValue('#2E7D32');
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByText('This Category has been successfully created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${slug}$`));
    await expect(page.getByRole('heading', { name: `Edit ${displayName}` })).toBeVisible();
    await expect(slugField).toHaveValue(slug);
    await expect(slugField).toHaveAttribute('readonly', '');

    const saveChanges = page.getByRole('button', { name: 'Save changes' });
    await expect(saveChanges).toBeDisabled();
    await title.fill('Still made up, now edited');
    await saveChanges.click();
    await expect(page.getByText('This Category has been successfully updated!')).toBeVisible();

    await page.goto('/admin/categories/all');
    await searchList(page, 'Search categories', displayName);
    await expect(row(page, displayName)).toContainText(`${slug} · rank 1000`);
    await row(page, displayName)
      .getByRole('link', { name: `Delete ${displayName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/categories/delete/${slug}$`));
    await expect(
      page.getByText(
        'Are you sure you want to delete this category? Once deleted, this category cannot be retrieved.',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Delete category' }).click();
    await expect(page.getByText('This Category has been successfully deleted!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories\/all$/);
    await searchList(page, 'Search categories', displayName);
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
  });
});

test.describe('admin regions', () => {
  test('create with invalid coordinates, then edit', async ({ page, request, baseURL }) => {
    await signIn(page, request, baseURL!);
    const tag = uniqueTag();
    const displayName = `Zz Region ${tag}`;
    const slug = `zzregion${tag}`;

    await page.goto('/admin/regions/all');
    await expect(page.getByRole('searchbox', { name: 'Search regions' })).toHaveAttribute(
      'placeholder',
      /e\.g\./,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create region' }).click();

    const save = page.getByRole('button', { name: 'Create region' });
    const latitude = page.getByRole('spinbutton', { name: 'Latitude' });
    const longitude = page.getByRole('spinbutton', { name: 'Longitude' });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Display name' }).fill(displayName);
    await expect(page.getByRole('textbox', { name: 'Region name' })).toHaveValue(slug);
    await latitude.fill('100');
    await expect(page.getByText('This field must be between -90 and 90.')).toBeVisible();
    await longitude.focus();
    await longitude.blur();
    await expect(page.getByText(REQUIRED)).toHaveCount(1);
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await latitude.fill('54.1');
    await longitude.fill('-1.5');
    await expect(
      page.getByRole('link', { name: /open 54\.1000, -1\.5000 in OpenStreetMap/ }),
    ).toBeVisible();
    await save.click();

    await expect(page.getByText('This Region has been successfully created!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/regions/edit/${slug}$`));
    await page.getByRole('spinbutton', { name: 'Longitude' }).fill('-1.75');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('This Region has been successfully updated!')).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Admin', 'Regions']);
    await crumbs.getByRole('link', { name: 'Regions' }).click();
    await searchList(page, 'Search regions', displayName);
    await expect(row(page, displayName)).toContainText('54.1000, -1.7500');
  });
});

test.describe('admin attraction groups', () => {
  test('create with invalid input and the main category rule, then edit', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    const tag = uniqueTag();
    const displayName = `Zz Group ${tag}`;
    const slug = `zzgroup${tag}`;

    await page.goto('/admin/attractiongroups/all');
    await expect(page.getByRole('searchbox', { name: 'Search attraction groups' })).toHaveAttribute(
      'placeholder',
      'e.g. Merlin Entertainments',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create group' }).click();
    await expect(page).toHaveURL(/\/admin\/attractiongroups\/create$/);

    const save = page.getByRole('button', { name: 'Create group' });
    const name = page.getByRole('textbox', { name: 'Display name' });
    const website = page.getByRole('textbox', { name: 'Website' });
    const main = page.getByLabel('Main category');
    await expect(save).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Text colour', exact: true })).toHaveValue(
      '#FFFFFF',
    );

    await name.fill('A group name that is far too long to fit on a tile');
    await expect(page.getByText('This field must be a maximum of 32 character(s).')).toBeVisible();
    await website.fill('not a website');
    await expect(page.getByText('Please enter a valid URL.')).toBeVisible();
    await main.selectOption({ label: 'Zoos & Safari Parks' });
    await main.selectOption({ label: 'Select a main category' });
    await expect(page.getByText('A main category must be selected.')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await name.fill(displayName);
    await expect(page.getByRole('textbox', { name: 'Group ID' })).toHaveValue(slug);
    await website.fill('www.example.com');
    await main.selectOption({ label: 'Zoos & Safari Parks' });
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A made-up operator of made-up zoos.');
    await page.getByRole('button', { name: 'Use #0F1E5A for primary colour' }).click();
    await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).fill('#00A0DF');
    await expect(save).toBeEnabled();
    await save.click();

    await expect(
      page.getByText('This Attraction Group has been successfully created!'),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/attractiongroups/edit/${slug}$`));
    // The server adds the missing scheme (SPEC §5: a missing scheme is tolerated).
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue(
      'http://www.example.com',
    );
    await page.getByRole('textbox', { name: 'Description' }).fill('A made-up operator, edited.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('This Attraction Group has been successfully updated!'),
    ).toBeVisible();

    await page.goto('/admin/attractiongroups/all');
    await searchList(page, 'Search attraction groups', displayName);
    await expect(row(page, displayName)).toContainText(`${slug} · main category zoo`);
  });
});

test.describe('admin facilities', () => {
  test('create with invalid input, edit, and delete with SPEC’s warning', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL!);
    const tag = uniqueTag();
    const displayName = `Zz Fac ${tag}`;
    const slug = `zzfac${tag}`;

    await page.goto('/admin/facilities/all');
    await expect(page.getByRole('searchbox', { name: 'Search facilities' })).toHaveAttribute(
      'placeholder',
      'e.g. Baby Changing',
    );
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(/^Showing 11–\d+ of \d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create facility' }).click();

    const save = page.getByRole('button', { name: 'Create facility' });
    const icon = page.getByRole('combobox', { name: 'Icon' });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Colour', exact: true })).toHaveValue('green');
    await expect(page.getByRole('switch', { name: /Active/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /For disabled visitors/ })).not.toBeChecked();

    await page.getByRole('textbox', { name: 'Display name' }).fill(displayName);
    await expect(page.getByRole('textbox', { name: 'Facility name' })).toHaveValue(slug);
    await icon.focus();
    await icon.blur();
    await expect(page.getByText('A valid icon must be selected.')).toBeVisible();
    await expect(save).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await icon.fill('wheelchair');
    await page.getByRole('option', { name: 'Wheelchair', exact: true }).click();
    await expect(page.getByText('A valid icon must be selected.')).toHaveCount(0);
    await page.getByRole('switch', { name: /For disabled visitors/ }).check();
    await page.getByRole('textbox', { name: 'When available' }).fill('Made-up help is at hand.');
    const addType = page.getByRole('textbox', { name: 'Add a type' });
    await addType.fill('Free');
    await addType.press('Enter');
    await addType.fill('Paid');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Paid' }).click();
    await expect(page.getByRole('list', { name: 'Types' }).getByRole('listitem')).toHaveText([
      'Free',
    ]);
    await save.click();

    await expect(page.getByText('Created successfully.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/facilities/edit/${slug}$`));
    await expect(icon).toHaveValue('Wheelchair');
    await page.getByRole('switch', { name: /Active/ }).uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();

    await page.goto('/admin/facilities/all');
    await searchList(page, 'Search facilities', displayName);
    await expect(row(page, displayName)).toContainText('Inactive');
    await expect(row(page, displayName)).toContainText('Accessibility');
    await row(page, displayName)
      .getByRole('link', { name: `Edit ${displayName}` })
      .click();
    await page.getByRole('link', { name: 'Delete facility' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/facilities/delete/${slug}$`));
    await expect(
      page.getByText(
        'Are you sure you want to delete this facility? Once deleted, this facility cannot be retrieved.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete facility' }).click();
    await expect(page).toHaveURL(/\/admin\/facilities\/all$/);
    await expect(page.getByText('This Facility has been successfully deleted!')).toBeVisible();
    await searchList(page, 'Search facilities', displayName);
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
  });
});
