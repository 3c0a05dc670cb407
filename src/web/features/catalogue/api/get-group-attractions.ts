import { usePageQuery } from '../../../api/page-query';
import type { Attraction } from '../../../../contract/attraction';
import type { AttractionQueryInput } from '../../../../contract/attraction-query';
import { ALL_LIST_PAGE_SIZE } from '../../../../contract/constants';
import type { ListResponse } from '../../../../contract/list';
import { ATTRACTIONS_PATH } from '../../../../contract/api-paths';
import { getJson } from '../../../api/http';

/** Every attraction of a group, A-Z (SPEC §7: attractions by groupId, page size 1000). */
export function getGroupAttractions(groupId: string, signal?: AbortSignal) {
  const query = {
    attractionGroupName: groupId,
    pageSize: ALL_LIST_PAGE_SIZE,
    sort: 'a-z',
  } satisfies Partial<AttractionQueryInput>;
  return getJson<ListResponse<Attraction>>(ATTRACTIONS_PATH, query, { signal });
}

export function useGroupAttractions(groupId: string, enabled: boolean) {
  return usePageQuery({
    queryKey: ['attractions', 'group', groupId],
    queryFn: ({ signal }) => getGroupAttractions(groupId, signal),
    enabled,
  });
}
