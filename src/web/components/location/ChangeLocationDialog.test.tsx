import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../tests/component/render';
import { useUserLocation } from '../../providers/location';
import ChangeLocationDialog from './ChangeLocationDialog';

/** The header's location button, its dialog, and where the site now measures from. */
function LocationPicker() {
  const [open, setOpen] = useState(true);
  const { location } = useUserLocation();
  return (
    <>
      <p>Measuring from {location.name}</p>
      <ChangeLocationDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** A device that reports York's position (the bundled gazetteer names it). */
const deviceInYork = {
  getCurrentPosition: (found: PositionCallback) =>
    found({ coords: { latitude: 53.958, longitude: -1.083 } } as GeolocationPosition),
} as unknown as Geolocation;

const deviceThatRefuses = {
  getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
    failed({ code: 1, PERMISSION_DENIED: 1, TIMEOUT: 3 } as GeolocationPositionError),
} as unknown as Geolocation;

function openDialog(geolocation?: Geolocation) {
  const api = fakeApi({
    'GET /api/postcodes/SW1A%201AA': {
      status: 200,
      body: { latitude: 51.501, longitude: -0.141, approximate: false },
    },
    'GET /api/postcodes/LS1%204AP': {
      status: 200,
      body: { latitude: 53.797, longitude: -1.546, approximate: true },
    },
    'GET /api/postcodes/ZZ9%209ZZ': {
      status: 404,
      body: { message: 'No location could be found for that postcode.' },
    },
  });
  const view = renderWithProviders(<LocationPicker />, {
    location: true,
    services: geolocation ? { geolocation } : {},
  });
  return { ...view, api };
}

// Generous: naming a device position first loads the ~40 KB gazetteer, slow on a busy machine.
const dialogIsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Location' })).toBeNull(), {
    timeout: 5000,
  });

describe('Change Location dialog (SPEC §2, decision 050)', () => {
  it('opens on the City field and says where distances are measured from', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Change Location' });
    expect(dialog).toHaveTextContent('Showing distances from London');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus());
  });

  it('a city picked from the list becomes the location, is remembered, and closes the dialog', async () => {
    const { user, services } = openDialog();
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Yor');
    await user.click(await screen.findByRole('option', { name: 'York' }));

    await dialogIsClosed();
    expect(screen.getByText('Measuring from York')).toBeInTheDocument();
    expect(services.cookies.read()).toMatchObject({
      'location-name': 'York',
      latitude: '53.96',
      longitude: '-1.0873',
    });
  });

  it('refuses a malformed postcode without asking the server', async () => {
    const { user, api } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    expect(
      await screen.findByText('Enter a full UK postcode, such as SW1A 1AA.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();
  });

  it('says so when the postcode cannot be placed, and stays open', async () => {
    const { user } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'zz99zz{Enter}');

    expect(
      await screen.findByText(
        'We could not find where ZZ9 9ZZ is. Check the postcode, or choose a city.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Measuring from London')).toBeInTheDocument();
  });

  it('a postcode found exactly becomes the location under its tidy name', async () => {
    const { user, api } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'sw1a1aa');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    await dialogIsClosed();
    expect(api.sent('GET /api/postcodes/SW1A%201AA')).toHaveLength(1);
    expect(screen.getByText('Measuring from SW1A 1AA')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a postcode placed only by its district is named and announced as approximate', async () => {
    const { user } = openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
    await user.click(screen.getByRole('button', { name: 'Find' }));

    await dialogIsClosed();
    expect(screen.getByText('Measuring from LS1 4AP (approx.)')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'LS1 4AP is placed at the middle of the LS1 postcode district, so distances from it are approximate.',
    );
  });

  it('"Use my current location" names the device’s position and closes', async () => {
    const { user } = openDialog(deviceInYork);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));

    await dialogIsClosed();
    expect(screen.getByText('Measuring from York')).toBeInTheDocument();
  });

  it('stays open on the same place when the device refuses', async () => {
    const { user } = openDialog(deviceThatRefuses);
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Use my current location' })).toBeEnabled(),
    );
    expect(screen.getByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();
    expect(screen.getByText('Measuring from London')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have disabled geolocation data or it is not supported',
    );
  });
});
