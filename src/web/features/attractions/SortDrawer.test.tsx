import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/component/render';
import { changeFilters, listSearch, parseListState } from '../../../contract/list-state';
import { resolveAttractionSort } from '../../../contract/sorts';
import { ListTopBar } from './ListTopBar';
import SortDrawer from './SortDrawer';

/** The Sort button and drawer as AttractionsPage wires them, with the sort kept in the URL. */
function ListSort() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const state = parseListState(params);
  const sort = resolveAttractionSort(
    { sort: state.sort ?? undefined, search: state.search ?? undefined },
    true,
  );
  return (
    <>
      <ListTopBar
        sort={sort}
        filterCount={0}
        onOpenSort={() => setOpen(true)}
        onOpenFilters={() => undefined}
        onReset={() => undefined}
      />
      <SortDrawer
        open={open}
        onClose={() => setOpen(false)}
        value={sort}
        onChange={(next) =>
          void navigate({ search: listSearch(changeFilters(state, { sort: next })) })
        }
      />
    </>
  );
}

describe('Sort drawer (SPEC §2, §9)', () => {
  it("offers SPEC's nine sorts and Recommended, with the current one chosen", async () => {
    const { user } = renderWithProviders(<ListSort />, { route: '/attractions' });
    // Without a search term the list starts nearest first (SPEC §4).
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    const choices = within(await screen.findByRole('radiogroup', { name: 'Sort' }));
    expect(
      choices.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Default/Relevance',
      'Recommended',
      'Name A-Z',
      'Name Z-A',
      'Closest',
      'Furthest',
      'Popularity high-low',
      'Popularity low-high',
      'Cost low-high',
      'Cost high-low',
    ]);
    expect(choices.getByRole('radio', { name: 'Closest' })).toBeChecked();
  });

  it('with a search term starts on Default/Relevance', async () => {
    const { user } = renderWithProviders(<ListSort />, { route: '/attractions?search=castle' });
    expect(screen.getByRole('button', { name: /^Sort/ })).toHaveTextContent('Default/Relevance');
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    expect(await screen.findByRole('radio', { name: 'Default/Relevance' })).toBeChecked();
  });

  it('a choice goes back to page 1, closes the drawer and shows on the Sort button', async () => {
    const { user, currentUrl } = renderWithProviders(<ListSort />, {
      route: '/attractions?page=3&category=zoo',
    });
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    await user.click(await screen.findByRole('radio', { name: 'Cost high-low' }));

    expect(currentUrl()).toBe('/attractions?sort=price-high-low&category=zoo');
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(screen.getByRole('button', { name: /^Sort/ })).toHaveTextContent('Cost high-low');
  });

  it('closes with its close button, keeping the sort', async () => {
    const { user, currentUrl } = renderWithProviders(<ListSort />, {
      route: '/attractions?sort=z-a',
    });
    await user.click(screen.getByRole('button', { name: /^Sort/ }));
    expect(await screen.findByRole('radio', { name: 'Name Z-A' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Close sort' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup')).toBeNull());
    expect(currentUrl()).toBe('/attractions?sort=z-a');
  });
});
