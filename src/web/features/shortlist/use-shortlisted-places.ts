import { useQueries } from '@tanstack/react-query';
import { useServerReads } from '../../api/page-query';
import type { Attraction } from '../../../contract/attraction';
import { attractionQueryOptions } from '../../api/get-attraction';

export interface ShortlistedPlaces {
  /** The live places, in the shortlist's order. */
  places: Attraction[];
  /** Ids the server no longer lists (removed or no longer live). */
  gone: number[];
  isPending: boolean;
}

/**
 * Each place of a shortlist, read one by one through the same cached, ETagged request as the
 * attraction page (a shortlist holds at most 50, and most are already in the browser's cache).
 */
export function useShortlistedPlaces(ids: readonly number[]): ShortlistedPlaces {
  const queries = ids.map((id) => attractionQueryOptions(id));
  useServerReads(queries);
  return useQueries({
    queries,
    combine: (results) => ({
      places: results.flatMap((r) => (r.data ? [r.data] : [])),
      gone: ids.filter((id, i) => results[i]?.data === null),
      isPending: results.some((r) => r.isPending),
    }),
  });
}
