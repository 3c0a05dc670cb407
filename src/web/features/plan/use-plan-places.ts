import { useQueries } from '@tanstack/react-query';
import { useServerReads } from '../../api/page-query';
import type { Attraction } from '../../../contract/attraction';
import { attractionQueryOptions } from '../../api/get-attraction';

export interface PlanPlaces {
  /** The live places, in the plan's order. */
  places: Attraction[];
  /** How many ids the server no longer lists. */
  goneCount: number;
  isPending: boolean;
}

/** Each stop, read through the attraction page's own cached request (a server render fills it). */
export function usePlanPlaces(ids: readonly number[]): PlanPlaces {
  const queries = ids.map((id) => attractionQueryOptions(id));
  useServerReads(queries);
  return useQueries({
    queries,
    combine: (results) => ({
      places: results.flatMap((r) => (r.data ? [r.data] : [])),
      goneCount: results.filter((r) => r.data === null).length,
      isPending: results.some((r) => r.isPending),
    }),
  });
}
