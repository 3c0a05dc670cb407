import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notices } from '../../../../contract/messages';
import { envelope, fakeApi, type FakeAnswer } from '../../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../../tests/component/render';
import FacilityFormPage from './FacilityFormPage';

// The facility's edit page: its fields filled from the facility, the tile preview following them,
// and the body a save sends.

const parking = {
  facilityName: 'parking',
  displayName: 'Car|Parking',
  colour: '#2E7D32',
  forDisabled: false,
  isActive: true,
  icon: { prefix: 'fas', iconName: 'square-parking' },
  availableDescription: 'Parking is available on site.',
  unavailableDescription: null,
  unknownDescription: null,
  types: [{ name: 'Free' }],
  attractionCount: 3,
};

function renderEditPage(answers: Record<string, FakeAnswer>) {
  const api = fakeApi(answers);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/facilities/edit/:facilityName" element={<FacilityFormPage />} />
    </Routes>,
    { route: '/admin/facilities/edit/parking', admin: true },
  );
  return { ...view, api };
}

describe('FacilityFormPage (edit)', () => {
  it('shows the facility, previews its tile as it changes and saves what the fields show', async () => {
    const { user, api } = renderEditPage({
      'GET /attraction-service/v2/facilities/parking': { status: 200, body: parking },
      'PUT /management-service/v1/facilities/parking': ({ body }) =>
        envelope({ ...parking, ...(body as object) }),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Car Parking' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Facility name' })).toHaveValue('parking');
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^For disabled visitors/ })).not.toBeChecked();
    // The preview is hidden from assistive technology (it repeats the fields), so by its heading.
    const preview = screen.getByRole('heading', { name: 'Tile preview' }).parentElement!;
    expect(preview).toHaveTextContent('CarParking');
    expect(preview).toHaveTextContent('Parking is available on site.');

    const available = screen.getByRole('textbox', { name: 'When available' });
    await user.clear(available);
    await user.click(available);
    await user.paste('Two car parks.');
    await waitFor(() => expect(preview).toHaveTextContent('Two car parks.'));
    await user.click(screen.getByRole('switch', { name: /^For disabled visitors/ }));
    await user.click(screen.getByRole('button', { name: 'Use #1565C0 for colour' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(notices.updated)).toBeInTheDocument();
    expect(api.sent('PUT /management-service/v1/facilities/parking')[0]?.body).toMatchObject({
      displayName: 'Car|Parking',
      colour: '#1565C0',
      forDisabled: true,
      isActive: true,
      icon: { prefix: 'fas', iconName: 'square-parking' },
      availableDescription: 'Two car parks.',
      types: [{ name: 'Free' }],
    });
  });
});
