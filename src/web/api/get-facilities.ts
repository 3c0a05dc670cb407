import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Facility } from '../../contract/facility';
import { CATALOGUE_STALE_MS, getWholeList } from './catalogue-lists';

/** GET /attraction-service/v2/facilities, every one (SPEC §7). */
export function getFacilities(signal?: AbortSignal): Promise<Facility[]> {
  return getWholeList<Facility>('/attraction-service/v2/facilities', signal);
}

export function facilitiesQueryOptions() {
  return queryOptions({
    queryKey: ['facilities'],
    queryFn: ({ signal }) => getFacilities(signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useFacilities() {
  return usePageQuery(facilitiesQueryOptions());
}
