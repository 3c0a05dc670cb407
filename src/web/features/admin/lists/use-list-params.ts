import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's page and search term live in the query string (?page=2&search=zoo), so the
 * back button, a reload and a shared link all show the same page. A new search starts at page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';

  const setSearch = useCallback(
    (text: string) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const trimmed = text.trim();
        if (trimmed === '') next.delete('search');
        else next.set('search', trimmed);
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setParams],
  );

  return { page, search, setSearch, setPage };
}
