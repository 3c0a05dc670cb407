import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Attraction } from '../../../../contract/attraction';
import { ALL_LIST_PAGE_SIZE } from '../../../../contract/constants';
import { attractionsQueryOptions, useAttractions } from '../../../api/get-attractions';

const NO_RESULTS: Attraction[] = [];

/** The pages loaded so far, in order, up to the first still missing (stable between renders). */
function loadedPages(results: { data?: { results: Attraction[] } | undefined }[]): Attraction[][] {
  const pages: Attraction[][] = [];
  for (const result of results) {
    if (!result.data) break;
    pages.push(result.data.results);
  }
  return pages;
}

/**
 * Every live attraction A-Z for the sitemap page. The API pages at most 1,000 at a time and the
 * catalogue holds more with the open-data basic listings (decision 006), so the first page comes
 * as before and the rest are asked for at once when the total says there are more. The results
 * grow page by page, in order.
 */
export function useAllAttractions() {
  const first = useAttractions({ pageSize: ALL_LIST_PAGE_SIZE, sort: 'a-z' });
  const total = first.data?.metadata.totalResults;
  const pageCount = total === undefined ? 1 : Math.max(1, Math.ceil(total / ALL_LIST_PAGE_SIZE));
  const restPages = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, i) =>
      attractionsQueryOptions({ pageSize: ALL_LIST_PAGE_SIZE, sort: 'a-z', page: i + 2 }),
    ),
    combine: loadedPages,
  });
  const results = useMemo(() => {
    if (!first.data) return NO_RESULTS;
    return restPages.length === 0 ? first.data.results : [first.data.results, ...restPages].flat();
  }, [first.data, restPages]);
  return { isLoaded: first.data !== undefined, total, results };
}
