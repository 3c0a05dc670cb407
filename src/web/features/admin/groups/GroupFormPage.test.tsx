import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/messages';
import { deriveSlug } from '../../../../contract/slug';
import {
  envelope,
  fakeApi,
  listOf,
  type FakeAnswer,
} from '../../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../../tests/component/render';
import GroupFormPage from './GroupFormPage';

// The group's create page: its main category choices (read from the categories), its brand
// colours, the preview and the body it sends.

const category = (categoryName: string, displayName: string) => ({
  categoryName,
  displayName,
  categoryPageTitle: displayName,
  rank: 1000,
  displayColor: '#2E7D32',
});

const CATEGORIES = 'GET /attraction-service/v2/categories';

function renderCreatePage(answers: Record<string, FakeAnswer>) {
  const api = fakeApi(answers);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/attractiongroups/create" element={<GroupFormPage />} />
      <Route path="/admin/attractiongroups/edit/:groupId" element={<GroupFormPage />} />
    </Routes>,
    { route: '/admin/attractiongroups/create', admin: true },
  );
  return { ...view, api };
}

describe('GroupFormPage (create)', () => {
  it('offers the categories as main category, previews the brand and creates the group', async () => {
    const groupId = deriveSlug('Merlin Parks');
    const { user, api } = renderCreatePage({
      [CATEGORIES]: listOf([category('theme-parks', 'Theme Parks'), category('zoos', 'Zoos')]),
      'POST /management-service/v1/attractionGroups': ({ body }) =>
        envelope({ ...(body as object), groupId }),
      [`GET /attraction-service/v2/attractionGroups/${groupId}`]: { status: 404 },
    });
    const mainCategory = screen.getByRole('combobox', { name: /^Main category/ });
    await waitFor(() =>
      expect(
        within(mainCategory)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a main category', 'Theme Parks', 'Zoos']),
    );
    expect(screen.queryByText(messages.selectCategoryFirst)).not.toBeInTheDocument();

    // Pasted rather than typed: a keystroke at a time is slow on a shared machine.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByRole('textbox', { name: /^Display name/ }), 'Merlin Parks');
    expect(screen.getByRole('textbox', { name: /^Group ID/ })).toHaveValue(groupId);
    await fill(screen.getByRole('textbox', { name: /^Website/ }), 'https://merlin.example');
    await user.selectOptions(mainCategory, 'zoos');
    const description = screen.getByRole('textbox', { name: /^Description/ });
    await fill(description, 'Family days out.');
    expect(description).toHaveAccessibleDescription('16 / 750 characters');
    await user.click(screen.getByRole('button', { name: 'Use #0F1E5A for primary colour' }));
    await user.click(screen.getByRole('button', { name: 'Use #00A0DF for secondary colour' }));
    // The preview is hidden from assistive technology (it repeats the fields), so by its heading.
    const preview = screen.getByRole('heading', { name: 'Tile preview' }).parentElement!;
    expect(preview).toHaveTextContent('Merlin Parks');
    expect(preview).toHaveTextContent('Family days out.');
    expect(preview).toHaveTextContent('Visit Website');

    const create = screen.getByRole('button', { name: 'Create group' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(
      await screen.findByText('This Attraction Group has been successfully created!'),
    ).toBeInTheDocument();
    expect(api.sent('POST /management-service/v1/attractionGroups')[0]?.body).toMatchObject({
      displayName: 'Merlin Parks',
      websiteUrl: 'https://merlin.example',
      mainCategory: 'zoos',
      description: 'Family days out.',
      branding: { primaryColour: '#0F1E5A', secondaryColour: '#00A0DF', textColour: '#FFFFFF' },
    });
  });

  it('asks for categories first when there are fewer than two to choose from', async () => {
    renderCreatePage({ [CATEGORIES]: listOf([category('zoos', 'Zoos')]) });
    expect(await screen.findByText(messages.selectCategoryFirst)).toBeInTheDocument();
  });
});
