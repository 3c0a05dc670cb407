import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStorage, renderWithProviders } from '../../../../tests/component/render';
import { SHORTLIST_STORAGE_KEY } from '../../lib/shortlist-store';
import { ShortlistHeart } from './ShortlistHeart';

const heart = () => screen.getAllByRole('button', { name: 'Save Chester Zoo to My shortlist' });
const storedIds = (storage: { getItem(key: string): string | null }) =>
  (JSON.parse(storage.getItem(SHORTLIST_STORAGE_KEY) ?? '{"ids":[]}') as { ids: number[] }).ids;

describe('ShortlistHeart (issue 19)', () => {
  it('a press saves the place to My shortlist, a second press takes it off', async () => {
    const localStorage = memoryStorage();
    const { user } = renderWithProviders(<ShortlistHeart id={42} name="Chester Zoo" />, {
      services: { localStorage },
    });
    const [button] = heart();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('title', 'Save to My shortlist');

    await user.click(button!);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('title', 'On My shortlist');
    expect(storedIds(localStorage)).toEqual([42]);

    await user.click(button!);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(storedIds(localStorage)).toEqual([]);
  });

  it('every heart for the same place follows the change', async () => {
    const { user } = renderWithProviders(
      <>
        <ShortlistHeart id={42} name="Chester Zoo" />
        <ShortlistHeart id={42} name="Chester Zoo" />
      </>,
    );
    const [card, page] = heart();
    await user.click(card!);
    expect(page).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts pressed for a place already saved, and says when the list is full', async () => {
    const full = {
      name: 'My shortlist',
      ids: [7, ...Array.from({ length: 49 }, (_, i) => 100 + i)],
    };
    const localStorage = memoryStorage({ [SHORTLIST_STORAGE_KEY]: JSON.stringify(full) });
    const { user } = renderWithProviders(
      <>
        <ShortlistHeart id={7} name="Legoland" />
        <ShortlistHeart id={42} name="Chester Zoo" />
      </>,
      { services: { localStorage } },
    );
    expect(screen.getByRole('button', { name: 'Save Legoland to My shortlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(heart()[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your shortlist is full (50 places). Remove one to add another.',
    );
    expect(heart()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(storedIds(localStorage)).toHaveLength(50);
  });
});
