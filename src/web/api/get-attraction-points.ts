import { keepPreviousData } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { MapPointsResponse } from '../../contract/attraction-points';
import { ATTRACTIONS_PATH } from '../../contract/api-paths';
import type { AttractionListQuery } from './get-attractions';
import { getJson } from './http';

/** The list's filters; paging and order do not change the map's pins. */
export type PointsQuery = Omit<AttractionListQuery, 'page' | 'pageSize' | 'sort' | 'limit'> & {
  bbox?: string;
};

/** The pins for a list query: the same filters, without its paging and order. */
export function pointsQueryOf(query: AttractionListQuery & { bbox?: string }): PointsQuery {
  const filters: PointsQuery &
    Partial<Pick<AttractionListQuery, 'page' | 'pageSize' | 'sort' | 'limit'>> = { ...query };
  delete filters.page;
  delete filters.pageSize;
  delete filters.sort;
  delete filters.limit;
  return filters;
}

/** GET /attraction-service/v2/attractions/points (decision 090): the results map's pins. */
export function useAttractionPoints(query: PointsQuery, enabled = true) {
  return usePageQuery({
    queryKey: ['attraction-points', query],
    queryFn: ({ signal }) =>
      getJson<MapPointsResponse>(`${ATTRACTIONS_PATH}/points`, query, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
