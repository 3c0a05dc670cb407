import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, listOf } from '../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../tests/component/render';
import {
  activeFilterCount,
  changeFilters,
  emptyFilters,
  listSearch,
  parseListState,
  withPathFilter,
  type ListState,
  type PathFilter,
} from '../../../contract/list-state';
import FiltersDrawer from './FiltersDrawer';
import { ListTopBar } from './ListTopBar';

/**
 * The list page's filter controls as AttractionsPage wires them: the state lives in the URL, the
 * top bar counts the active filters, and the drawer's panel changes them (SPEC §2, §4).
 */
function ListFilters({ pathFilter = null }: { pathFilter?: PathFilter | null }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const state = parseListState(params);
  const effective = withPathFilter(state, pathFilter);
  const go = (next: ListState) => void navigate({ search: listSearch(next) });
  return (
    <>
      <ListTopBar
        sort="closest"
        filterCount={activeFilterCount(effective)}
        onOpenSort={() => undefined}
        onOpenFilters={() => setOpen(true)}
        onReset={() => go(changeFilters(state, emptyFilters))}
      />
      <FiltersDrawer
        open={open}
        onClose={() => setOpen(false)}
        state={state}
        pathFilters={pathFilter ? [pathFilter] : []}
        onChange={(changes) => go(changeFilters(state, changes))}
        onReset={() => go(changeFilters(state, emptyFilters))}
      />
    </>
  );
}

const catalogue = () =>
  fakeApi({
    'GET /attraction-service/v2/categories': listOf([
      { categoryName: 'zoo', displayName: 'Zoos', attractionCount: 12 },
      { categoryName: 'aquarium', displayName: 'Aquariums', attractionCount: 4 },
    ]),
    'GET /attraction-service/v2/regions': listOf([
      { regionName: 'london', displayName: 'London', attractionCount: 30 },
    ]),
    'GET /attraction-service/v2/facilities': listOf([
      { facilityName: 'parking', displayName: 'Parking', isActive: true, attractionCount: 9 },
      { facilityName: 'cafe', displayName: 'Food|Cafe', isActive: true, attractionCount: 7 },
      { facilityName: 'retired', displayName: 'Retired', isActive: false, attractionCount: 1 },
      {
        facilityName: 'changingplaces',
        displayName: 'Changing Places',
        isActive: true,
        attractionCount: 2,
      },
    ]),
  });

/**
 * The top bar's Filters button, named with its count of active filters. The open drawer hides
 * the page behind it from assistive tech, hence `hidden`; jsdom drops the space before the
 * visually hidden count, so the name is matched with or without it.
 */
const filtersButton = (active: number) =>
  screen.getByRole('button', {
    name: active === 0 ? 'Filters' : new RegExp(`^Filters ?\\(${active} active\\)$`),
    hidden: true,
  });

async function openFilters(route = '/attractions', pathFilter: PathFilter | null = null) {
  const api = catalogue();
  const view = renderWithProviders(<ListFilters pathFilter={pathFilter} />, {
    route,
    location: true,
  });
  await view.user.click(screen.getByRole('button', { name: /^Filters/ }));
  const drawer = await screen.findByRole('presentation');
  return { ...view, api, drawer: within(drawer) };
}

describe('Filters drawer (SPEC §2, §4)', () => {
  beforeEach(() => {
    // Wednesday 25 November 2026, midday in London: the "Open on" quick choices follow from it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks a category: the URL asks for it, the group and the Filters button count it', async () => {
    const { user, drawer, currentUrl } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Category/ }));
    await user.click(await drawer.findByRole('checkbox', { name: /^Zoos/ }));

    expect(currentUrl()).toBe('/attractions?category=zoo');
    expect(drawer.getByRole('checkbox', { name: /^Zoos/ })).toBeChecked();
    expect(drawer.getByLabelText('1 selected')).toBeInTheDocument();
    expect(filtersButton(1)).toBeInTheDocument();

    await user.click(drawer.getByRole('checkbox', { name: /^Aquariums/ }));
    expect(currentUrl()).toBe('/attractions?category=zoo&category=aquarium');
    expect(filtersButton(2)).toBeInTheDocument();
  });

  it('lists options A to Z with their counts, plain facility names, and no inactive facility', async () => {
    const { user, drawer } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Category/ }));
    const categories = await drawer.findAllByRole('checkbox');
    expect(categories.map((box) => box.closest('label')?.textContent)).toEqual([
      'Aquariums(4)',
      'Zoos(12)',
    ]);

    await user.click(drawer.getByRole('button', { name: /^Facility/ }));
    await waitFor(() => expect(drawer.queryByRole('checkbox', { name: /^Zoos/ })).toBeNull());
    const facilities = drawer.getAllByRole('checkbox').map((box) => box.closest('label'));
    // 'Food|Cafe' shows as one plain name; the access facility has its own group; 'Retired' is off.
    expect(facilities.map((label) => label?.textContent)).toEqual(['Food Cafe(7)', 'Parking(9)']);
  });

  it('keeps one group open at a time', async () => {
    const { user, drawer } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Category/ }));
    expect(drawer.getByRole('button', { name: /^Category/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(drawer.getByRole('button', { name: /^Region/ }));
    expect(drawer.getByRole('button', { name: /^Region/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(drawer.getByRole('button', { name: /^Category/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the path’s own filter ticked and locked', async () => {
    const { user, drawer } = await openFilters('/categories/zoo', {
      kind: 'category',
      value: 'zoo',
    });
    expect(filtersButton(1)).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: /^Category/ }));
    const zoo = await drawer.findByRole('checkbox', { name: /^Zoos/ });
    expect(zoo).toBeChecked();
    expect(zoo).toBeDisabled();
  });

  it('limits the distance, and counts it once', async () => {
    const { user, drawer, currentUrl } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Distance/ }));
    await user.click(await drawer.findByRole('radio', { name: 'Within 10 miles' }));
    expect(currentUrl()).toBe('/attractions?distance=10');
    expect(filtersButton(1)).toBeInTheDocument();
    await user.click(drawer.getByRole('radio', { name: 'Any distance' }));
    expect(currentUrl()).toBe('/attractions');
    expect(filtersButton(0)).toBeInTheDocument();
  });

  it('offers Today, Tomorrow and the coming weekend as London dates', async () => {
    const { user, drawer, currentUrl } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Open on/ }));
    expect(await drawer.findByRole('radio', { name: 'Any day' })).toBeChecked();

    await user.click(drawer.getByRole('radio', { name: 'Today' }));
    expect(currentUrl()).toBe('/attractions?openOn=2026-11-25');
    await user.click(drawer.getByRole('radio', { name: 'Tomorrow' }));
    expect(currentUrl()).toBe('/attractions?openOn=2026-11-26');
    await user.click(drawer.getByRole('radio', { name: 'This Saturday' }));
    expect(currentUrl()).toBe('/attractions?openOn=2026-11-28');
    await user.click(drawer.getByRole('radio', { name: 'This Sunday' }));
    expect(currentUrl()).toBe('/attractions?openOn=2026-11-29');
    expect(drawer.getByRole('radio', { name: 'This Sunday' })).toBeChecked();
    expect(filtersButton(1)).toBeInTheDocument();
    // The next bank holiday where the visitor is (London by default: England and Wales).
    await user.click(drawer.getByRole('radio', { name: 'Friday 25 December — bank holiday' }));
    expect(currentUrl()).toBe('/attractions?openOn=2026-12-25');
  });

  it('takes another day from the date box, and loosens it for unchecked hours', async () => {
    const { user, drawer, currentUrl } = await openFilters('/attractions?openOn=2026-12-24');
    await user.click(drawer.getByRole('button', { name: /^Open on/ }));
    // A day that is not a quick choice shows in the date box, with no quick choice ticked.
    expect(await drawer.findByLabelText('Another day')).toHaveValue('2026-12-24');
    expect(drawer.getByRole('radio', { name: 'Any day' })).not.toBeChecked();
    await user.click(
      drawer.getByRole('checkbox', {
        name: 'Include places whose opening times are not yet checked',
      }),
    );
    expect(currentUrl()).toBe('/attractions?openOn=2026-12-24&includeUnknownHours=true');
  });

  it('Rainy day ticks Indoor and Indoor and outdoor, and a second press clears them', async () => {
    const { user, drawer, currentUrl } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Indoor or outdoor/ }));
    const rainy = await drawer.findByRole('button', { name: 'Rainy day' });
    expect(rainy).toHaveAttribute('aria-pressed', 'false');

    await user.click(rainy);
    expect(currentUrl()).toBe('/attractions?setting=indoor&setting=mixed');
    expect(drawer.getByRole('button', { name: 'Rainy day' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(drawer.getByRole('checkbox', { name: 'Indoor' })).toBeChecked();
    expect(drawer.getByRole('checkbox', { name: 'Indoor and outdoor' })).toBeChecked();
    expect(drawer.getByRole('checkbox', { name: 'Outdoor' })).not.toBeChecked();
    expect(filtersButton(2)).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Rainy day' }));
    expect(currentUrl()).toBe('/attractions');
  });

  it("filters by members' free entry, one or more schemes, counted once each", async () => {
    const { user, drawer, currentUrl } = await openFilters();
    await user.click(drawer.getByRole('button', { name: /^Free for members/ }));
    await user.click(await drawer.findByRole('checkbox', { name: 'Cadw' }));
    await user.click(drawer.getByRole('checkbox', { name: 'National Trust' }));
    // In the schemes' order whatever the order of the ticks.
    expect(currentUrl()).toBe('/attractions?member=nationaltrust&member=cadw');
    expect(filtersButton(2)).toBeInTheDocument();
    await user.click(drawer.getByRole('checkbox', { name: 'Cadw' }));
    expect(currentUrl()).toBe('/attractions?member=nationaltrust');
  });

  it('lists the accessibility facilities in their own words, kept beside other facilities', async () => {
    const { user, drawer, currentUrl } = await openFilters('/attractions?facility=parking');
    await user.click(drawer.getByRole('button', { name: /^Accessibility/ }));
    await user.click(await drawer.findByRole('checkbox', { name: /^Changing Places toilet/ }));
    expect(currentUrl()).toBe('/attractions?facility=parking&facility=changingplaces');
    expect(filtersButton(2)).toBeInTheDocument();
  });

  it('Reset All Filters clears every filter but keeps the sort', async () => {
    const { user, drawer, currentUrl } = await openFilters(
      '/attractions?sort=a-z&category=zoo&region=london&distance=5&age=4&setting=outdoor',
    );
    expect(filtersButton(5)).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Reset All Filters' }));
    expect(currentUrl()).toBe('/attractions?sort=a-z');
    expect(filtersButton(0)).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user, drawer } = await openFilters();
    await user.click(drawer.getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).toBeNull());
  });
});
