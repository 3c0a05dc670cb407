// Issue 33 item 3 in the browser (decisions 161, 162, 164): the people who run a place claim it
// with an address on its own website's domain, follow the mailed link, propose new opening times
// through the moderators' editors, a moderator approves them in the queue, and the page then
// shows the hours "checked with the venue". An address on another domain is refused with the
// way to ask the moderators. Runs at 1280 px (desktop) and 390 px (phone).
import type { APIRequestContext } from '@playwright/test';
import { VENUE_MESSAGES } from '../../src/contract/venue.js';
import { expect, test } from './support/test.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { adminToken, attractionBody, uniqueTag } from './support/admin.js';
import { linkInMail } from './support/mailbox.js';
import { signInAsAdmin } from './support/site.js';
import { quietVisit } from './visitor-support.js';

const M = '/management-service/v1';

/** A live place whose website is on a domain of its own, so parallel runs never share claims. */
async function placeWithWebsite(request: APIRequestContext) {
  const tag = uniqueTag();
  const domain = `farm${tag}.example`;
  const { token } = await adminToken(request);
  const name = `E2E Venue Farm ${tag}`;
  const created = await request.post(`${M}/attractions`, {
    headers: { token },
    data: { ...attractionBody(name), links: { website: `https://www.${domain}/visit` } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { response: { id: number } }).response;
  const approved = await request.post(`${M}/attractions/${id}/approve`, { headers: { token } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { id, name, domain };
}

test.beforeEach(async ({ context, baseURL }) => {
  await quietVisit(context, baseURL);
});

test('a venue claims its place, proposes new hours, a moderator approves them and the page says so', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const place = await placeWithWebsite(request);

  // "Is this your place?" at the foot of the page: another domain is refused with the way on.
  await page.goto(`/attraction/${place.id}`);
  const claim = page.getByRole('region', { name: VENUE_MESSAGES.claimTitle });
  await claim.getByRole('button', { name: 'Update this listing' }).click();
  const email = claim.getByRole('textbox', { name: 'Your email address at this place' });
  await email.fill('owner@gmail.example');
  await claim.getByRole('button', { name: 'Email me a link' }).click();
  const refusal = claim.getByRole('alert').filter({ hasText: 'We cannot use that address' });
  await expect(refusal).toContainText(VENUE_MESSAGES.wrongDomain(place.domain));
  await expect(refusal.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An address on a subdomain of the website's: a link is on its way.
  const address = `bookings@mail.${place.domain}`;
  await email.fill(address);
  await claim.getByRole('button', { name: 'Email me a link' }).click();
  const sent = claim.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(sent).toContainText(VENUE_MESSAGES.claimSent(address));

  // The mailed link: the person confirms, and is told what they can do next.
  await page.goto(await linkInMail(address, 'venueVerify'));
  await expect(page).toHaveTitle('Daytrip - Confirm it is your place');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, this is my place' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `You can now update ${place.name}` }),
  ).toBeVisible();
  await expect(page.getByText(`Verified as ${address} until`)).toBeVisible();
  await page.getByRole('link', { name: 'Update your listing' }).click();

  // The moderators' hours editor; Confirm sends a proposal and the page itself stays as it was.
  await expect(page.getByRole('heading', { level: 1, name: 'Update your listing' })).toBeVisible();
  const sentList = page.getByRole('region', { name: 'What you have sent' });
  await expect(sentList).toContainText('Nothing yet.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set Opening times' }).click();
  const hours = page.getByRole('group', { name: 'Editing Opening times' });
  await hours.getByRole('radio', { name: 'Regular opening times' }).check();
  await hours.getByRole('button', { name: 'Summer and winter' }).click();
  await hours.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(VENUE_MESSAGES.proposalSent)).toBeVisible();
  await expect(sentList.getByRole('listitem')).toHaveCount(1);
  await expect(sentList.getByRole('listitem')).toContainText('Opening times');
  await expect(sentList.getByRole('listitem')).toContainText('Waiting for a moderator');
  expect(
    (
      (await (await request.get(`/attraction-service/v2/attractions/${place.id}`)).json()) as {
        openingHours: { state: string };
      }
    ).openingHours.state,
  ).toBe('unknown');

  // A moderator finds it from the dashboard, compares and approves.
  await signInAsAdmin(page, baseURL);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Review proposals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venue proposals' })).toBeVisible();
  const proposal = page
    .getByRole('region', { name: place.name })
    .getByRole('article', { name: `Opening times for ${place.name}` });
  await expect(proposal.getByRole('cell', { name: 'Opening times now' })).toContainText(
    'Not yet checked',
  );
  await expect(proposal.getByRole('cell', { name: 'Opening times proposed' })).toContainText(
    'Monday 10:00–17:00',
  );
  await expect(page.getByText(`From ${address}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await proposal.getByRole('button', { name: `Approve opening times for ${place.name}` }).click();
  await expect(proposal.getByRole('status')).toContainText(
    /Approved and published\. The page says “Checked with the venue on \d+ \w+ \d{4}”\./,
  );

  // The page shows the new hours, checked with the venue.
  await proposal.getByRole('link', { name: 'See the page' }).click();
  const panel = page.getByRole('region', { name: 'Opening times' });
  await expect(panel.getByText(/^Checked with the venue on \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Opening times this week' })).toContainText(
    /10:00–1[5-7]:00/,
  );

  // And the venue sees what became of it.
  await page.goto('/venue/edit');
  await expect(
    page.getByRole('region', { name: 'What you have sent' }).getByRole('listitem'),
  ).toContainText('Approved');
});

test('an expired or used link, and the editor without one, say what to do', async ({ page }) => {
  await page.goto(`/venue/verify/${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Yes, this is my place' }).click();
  await expect(page.getByRole('alert')).toHaveText(VENUE_MESSAGES.linkInvalid);
  await expect(page.getByRole('button', { name: 'Yes, this is my place' })).toBeHidden();

  await page.goto('/venue/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Update your listing' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('open the link we emailed you');
});
