import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/component/render';
import { CookieNotice } from './CookieNotice';

const firstVisit = {
  cookiePolicyAcknowledged: false,
  personalisationAccepted: false,
  location: { name: 'York', latitude: 53.96, longitude: -1.0873 },
};

describe('Cookie notice (SPEC §1, §4)', () => {
  it('asks on a first visit, naming the product and linking the cookie policy', () => {
    renderWithProviders(<CookieNotice />, { preferences: firstVisit });
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('Cookies on Daytrip');
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/policies/cookies/',
    );
  });

  it('is not shown once acknowledged', () => {
    renderWithProviders(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('"Essential only" hides it and remembers only the answer', async () => {
    const { user, services } = renderWithProviders(<CookieNotice />, { preferences: firstVisit });
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(services.cookies.read()).toEqual({ 'cookie-policy-acknowledged': 'true' });
    expect(services.reload).not.toHaveBeenCalled();
  });

  it('"Accept" hides it and keeps what was chosen this visit, without a reload', async () => {
    const { user, services } = renderWithProviders(<CookieNotice />, { preferences: firstVisit });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(services.cookies.read()).toMatchObject({
      'cookie-policy-acknowledged': 'true',
      'personalisation-accepted': 'true',
      'location-name': 'York',
    });
    expect(services.reload).not.toHaveBeenCalled();
  });
});
