import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type FakeAnswer } from '../../../../../tests/component/fake-api';
import { renderWithProviders, TEST_ADMIN_TOKEN } from '../../../../../tests/component/render';
import RegionFormPage from './RegionFormPage';

// The catalogue form scaffold and its save behaviour (useCatalogueForm), seen through the
// simplest catalogue page that uses them: the region's create and edit pages.

const wales = { regionName: 'wales', displayName: 'Wales', latitude: 52.13, longitude: -3.78 };

function renderRegionPage(route: string, answers: Record<string, FakeAnswer>) {
  const api = fakeApi(answers);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/regions/create" element={<RegionFormPage />} />
      <Route path="/admin/regions/edit/:regionName" element={<RegionFormPage />} />
    </Routes>,
    { route, admin: true },
  );
  return { ...view, api };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const numberField = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe('Catalogue form save behaviour (region pages)', () => {
  it('create: Save waits for the required fields, then creates, says so and moves to the edit page', async () => {
    const { user, api, currentUrl } = renderRegionPage('/admin/regions/create', {
      'POST /management-service/v1/regions': ({ body }) => envelope(body),
      'GET /attraction-service/v2/regions/gwent': {
        status: 200,
        body: {
          regionName: 'gwent',
          displayName: 'Gwent',
          latitude: 51.7,
          longitude: -3,
        },
      },
    });
    expect(screen.getByRole('heading', { name: 'Create Region' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Create region' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Complete the required fields to save.')).toBeInTheDocument();

    await user.type(field(/^Display name/), 'Gwent');
    expect(field('Region name')).toHaveValue('gwent');
    await user.type(numberField(/^Latitude/), '51.7');
    await user.type(numberField(/^Longitude/), '-3');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Region has been successfully created!',
    );
    const [sent] = api.sent('POST /management-service/v1/regions');
    expect(sent?.headers.token).toBe(TEST_ADMIN_TOKEN);
    expect(sent?.body).toEqual({
      regionName: 'gwent',
      displayName: 'Gwent',
      latitude: 51.7,
      longitude: -3,
    });
    await waitFor(() => expect(currentUrl()).toBe('/admin/regions/edit/gwent'));
    expect(await screen.findByRole('heading', { name: 'Edit Gwent' })).toBeInTheDocument();
  });

  it('create: shows a field’s error once edited, and keeps Save off', async () => {
    const { user } = renderRegionPage('/admin/regions/create', {});
    await user.type(field(/^Display name/), 'X');
    await user.clear(field(/^Display name/));
    await waitFor(() =>
      expect(field(/^Display name/)).toHaveAccessibleDescription('This field is required.'),
    );
    expect(screen.getByRole('button', { name: 'Create region' })).toBeDisabled();
  });

  it('edit: Save waits for a change, updates, says so and starts again from the saved values', async () => {
    const { user, api } = renderRegionPage('/admin/regions/edit/wales', {
      'GET /attraction-service/v2/regions/wales': { status: 200, body: wales },
      'PUT /management-service/v1/regions/wales': ({ body }) =>
        envelope({ ...(body as object), regionName: 'wales' }),
    });
    expect(await screen.findByRole('heading', { name: 'Edit Wales' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.type(field(/^Display name/), '!');
    // The region's name is fixed once created.
    expect(field('Region name')).toHaveValue('wales');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Region has been successfully updated!',
    );
    expect(api.sent('PUT /management-service/v1/regions/wales')[0]?.body).toMatchObject({
      displayName: 'Wales!',
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('edit: a refused save puts the server’s messages on their fields', async () => {
    const { user } = renderRegionPage('/admin/regions/edit/wales', {
      'GET /attraction-service/v2/regions/wales': { status: 200, body: wales },
      'PUT /management-service/v1/regions/wales': {
        status: 400,
        body: { message: 'Invalid body', fieldErrors: { latitude: ['Wales is not there.'] } },
      },
    });
    await screen.findByRole('heading', { name: 'Edit Wales' });
    await user.clear(numberField(/^Latitude/));
    await user.type(numberField(/^Latitude/), '10');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(numberField(/^Latitude/)).toHaveAccessibleDescription('Wales is not there.');
  });

  it('edit: an unknown region shows the server’s words and the way back', async () => {
    renderRegionPage('/admin/regions/edit/atlantis', {
      'GET /attraction-service/v2/regions/atlantis': {
        status: 404,
        body: { message: 'No matching region could be found.' },
      },
    });
    expect(await screen.findByText('No matching region could be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All regions' })).toHaveAttribute(
      'href',
      '/admin/regions/all',
    );
  });
});
