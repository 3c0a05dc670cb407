import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listTexts } from '../../../../contract/messages';
import type { ListResponse } from '../../../../contract/list';
import { ApiError } from '../../../api/http';
import { renderWithProviders } from '../../../../../tests/component/render';
import { AdminList } from './AdminList';

// The admin list's body in each of its states, as the list pages hand it their query.

type Query = Parameters<typeof AdminList<string>>[0]['query'];

function query(overrides: Partial<Query>): Query {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function page(results: string[], currentPage: number, totalResults: number, totalPages: number) {
  const data: ListResponse<string> = {
    results,
    metadata: { currentPage, totalResults, totalPages },
  };
  return data;
}

function renderList(listQuery: Query, onPageChange = vi.fn()) {
  const view = renderWithProviders(
    <AdminList
      label="Regions"
      query={listQuery}
      pageSize={2}
      renderItem={(item) => <span>{item}</span>}
      itemKey={(item) => item}
      onPageChange={onPageChange}
    />,
  );
  return { ...view, onPageChange };
}

describe('AdminList', () => {
  it('shows loading rows while the first page loads', () => {
    renderList(query({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading regions' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("shows the server's words and a Retry that asks again", async () => {
    const refetch = vi.fn();
    const { user } = renderList(
      query({
        isError: true,
        error: new ApiError(500, { message: 'The regions are resting.' }),
        refetch,
      }),
    );
    expect(screen.getByText('The regions are resting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says so when nothing matches, with SPEC's words", () => {
    renderList(query({ data: page([], 1, 0, 0) }));
    expect(screen.getByRole('status')).toHaveTextContent(listTexts.adminNoMatches);
  });

  it('lists the rows, counts what is shown and pages on', async () => {
    const { user, onPageChange } = renderList(query({ data: page(['Wales', 'Kent'], 2, 5, 3) }));
    const list = screen.getByRole('list', { name: 'Regions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wales', 'Kent']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3–4 of 5');
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows no pager for a single page', () => {
    renderList(query({ data: page(['Wales'], 1, 1, 1) }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1');
    expect(screen.queryByRole('navigation', { name: 'Regions pages' })).not.toBeInTheDocument();
  });
});
