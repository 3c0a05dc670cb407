import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeAnswer } from '../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../tests/component/render';
import type { Attraction } from '../../../contract/attraction';
import { VENUE_MESSAGES, VENUE_PATHS } from '../../../contract/venue';
import VenueClaimForm from './VenueClaimForm';

const farm = { id: 7, name: 'Willow Farm Park' } as Attraction;
const CLAIM = `POST ${VENUE_PATHS.claim(7)}`;

function renderClaim(answer: FakeAnswer) {
  const api = fakeApi({ [CLAIM]: answer });
  const view = renderWithProviders(<VenueClaimForm attraction={farm} onCancel={vi.fn()} />);
  return { ...view, api };
}

const email = () => screen.getByRole('textbox', { name: /^Your email address at this place/ });
const send = () => screen.getByRole('button', { name: 'Email me a link' });

describe('"Is this your place?" form', () => {
  it('checks the address before sending, then says a link is on its way', async () => {
    const message = VENUE_MESSAGES.claimSent('bookings@willowfarm.example');
    const { user, api } = renderClaim({ status: 202, body: { result: true, message } });
    await user.type(email(), 'bookings@');
    await user.click(send());
    expect(email()).toHaveAccessibleDescription(/valid Email Address/);
    expect(api.requests).toHaveLength(0);

    await user.type(email(), 'willowfarm.example');
    await user.click(send());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your inbox');
    expect(status).toHaveTextContent(message);
    expect(api.sent(CLAIM)[0]?.body).toEqual({ email: 'bookings@willowfarm.example' });
  });

  it("shows another domain's refusal with the way to ask the moderators, and the form stays", async () => {
    const message = VENUE_MESSAGES.wrongDomain('willowfarm.example');
    const { user } = renderClaim({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message, fieldErrors: { email: [message] } },
    });
    await user.type(email(), 'owner@gmail.example');
    await user.click(send());
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('We cannot use that address');
    expect(refusal).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('says plainly when too many links were asked for', async () => {
    const message = 'Too many requests for a link. Please try again in 42 minute(s).';
    const { user } = renderClaim({
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message },
    });
    await user.type(email(), 'bookings@willowfarm.example');
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please wait a little');
    expect(alert).toHaveTextContent(message);
  });
});
