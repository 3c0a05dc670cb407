import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { attractionNamed, quietVisit } from './visitor-support.js';

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

// A basic listing from open data (decision 006): real place, our description, its provenance.
test('a basic listing says where it comes from, credits the source and asks for the details', async ({
  page,
}) => {
  const museum = await attractionNamed(page, 'Strangers Hall Museum');
  expect(museum).toMatchObject({ source: 'mappingmuseums', detailedView: false, price: null });
  await page.goto(`/attraction/${museum.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strangers Hall Museum');
  await expect(page.getByText('Price not known')).toBeVisible();
  const provenance = page.getByRole('region', { name: 'About this listing' });
  await expect(provenance).toContainText('This is a basic listing from open data.');
  await expect(provenance).toContainText(
    'Museum data: Mapping Museums project, Birkbeck, University of London (CC BY 4.0)',
  );
  await expect(provenance.getByRole('link', { name: 'Mapping Museums' })).toHaveAttribute(
    'href',
    'https://www.mappingmuseums.org',
  );
  await expect(provenance.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  // CC BY asks us to say what we changed (issue 27).
  await expect(provenance).toContainText('What we changed: We corrected the capitals of names');
  await expect(
    provenance.getByRole('link', { name: 'Suggest the missing details' }),
  ).toHaveAttribute('href', '/attraction/submit');
  // Its facts are as old as the source's: the freshness line says which edition.
  await expect(page.getByTestId('freshness')).toHaveText(
    'Details from Mapping Museums (September 2021), not yet checked by our moderators',
  );
  await expectNoSeriousA11yViolations(page);
  // A correction goes to the moderators' report queue, from the panel itself.
  await provenance.getByRole('button', { name: 'Report a correction' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Report a problem with Strangers Hall Museum' }),
  ).toBeVisible();
});

test('a hand-written listing shows no provenance panel', async ({ page }) => {
  const zoo = await attractionNamed(page, 'Chester Zoo');
  expect(zoo.source).toBeNull();
  await page.goto(`/attraction/${zoo.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chester Zoo');
  await expect(page.getByRole('region', { name: 'About this listing' })).toHaveCount(0);
});
