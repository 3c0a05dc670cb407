import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/component/render';
import SettingsDialog from './SettingsDialog';

const consentless = { personalisationAccepted: false, location: null };

function renderSettings(preferences = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(<SettingsDialog open onClose={onClose} />, { preferences });
  return { ...view, onClose };
}

describe('Settings dialog (SPEC §2, §4)', () => {
  it('turning geolocation on remembers it and reloads the page', async () => {
    const { user, services } = renderSettings();
    const geolocation = screen.getByRole('switch', { name: 'Use my location' });
    expect(geolocation).not.toBeChecked();
    await user.click(geolocation);
    expect(geolocation).toBeChecked();
    expect(services.cookies.read()).toMatchObject({ 'use-geolocation': 'true' });
    expect(services.reload).toHaveBeenCalledTimes(1);
  });

  it('analytics consent is remembered without a reload', async () => {
    const { user, services } = renderSettings();
    await user.click(screen.getByRole('switch', { name: 'Analytics cookies' }));
    expect(services.cookies.read()).toMatchObject({ 'analytics-accepted': 'true' });
    expect(services.reload).not.toHaveBeenCalled();
  });

  it('a default city replaces the stored place and reloads', async () => {
    const { user, services } = renderSettings();
    await user.click(await screen.findByRole('combobox', { name: 'Default city' }));
    await user.click(await screen.findByRole('option', { name: 'York' }));
    const cookies = services.cookies.read();
    expect(cookies).toMatchObject({ 'default-location': 'York' });
    expect(cookies['location-name']).toBeUndefined();
    expect(services.reload).toHaveBeenCalledTimes(1);
  });

  it('asks before switching personalisation off, and "No" changes nothing', async () => {
    const { user, services } = renderSettings();
    await user.click(screen.getByRole('switch', { name: 'Personalisation cookies' }));
    const prompt = await screen.findByRole('dialog', {
      name: 'This will delete all personalisation cookies stored by Daytrip and remove your settings, do you wish to continue?',
    });
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    expect(services.reload).not.toHaveBeenCalled();
    // The page behind the prompt is announced again once the prompt has gone.
    expect(await screen.findByRole('switch', { name: 'Personalisation cookies' })).toBeChecked();
  });

  it('"Yes" removes every stored preference but the answer, and reloads', async () => {
    const { user, services } = renderSettings();
    services.cookies.write('location-name', 'York');
    services.cookies.write('default-location', 'York');
    await user.click(screen.getByRole('switch', { name: 'Personalisation cookies' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(services.cookies.read()).toEqual({
      'cookie-policy-acknowledged': 'true',
      'personalisation-accepted': 'false',
    });
    expect(services.reload).toHaveBeenCalledTimes(1);
  });

  it('without consent, the remembered settings wait for it and say so', () => {
    renderSettings(consentless);
    for (const name of ['Analytics cookies', 'Advertising cookies', 'Use my location']) {
      const control = screen.getByRole('switch', { name });
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(
        expect.stringContaining('Turn on personalisation to change this.'),
      );
    }
    expect(screen.getByRole('combobox', { name: 'Default city' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('keeps the unavailable toggles off, and closes with Close', async () => {
    const { user, onClose } = renderSettings();
    expect(screen.getByRole('switch', { name: 'Show distances in kilometres' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
