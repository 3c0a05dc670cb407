import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../contract/category';
import type { ListResponse } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueList } from './catalogue-requests';
import { adminKeys, type AdminListQuery } from './query-keys';

/** GET /attraction-service/v2/categories: one page, A-Z, optionally searched. */
export function getAdminCategories(
  client: AdminClient,
  query: AdminListQuery & { pageSize?: number },
  signal?: AbortSignal,
): Promise<ListResponse<Category>> {
  return getCatalogueList<Category>(client, 'categories', query, signal);
}

export function useAdminCategories(query: AdminListQuery & { pageSize?: number }) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.list('categories', query),
    queryFn: ({ signal }) => getAdminCategories(client!, query, signal),
    enabled: client !== null,
    placeholderData: keepPreviousData,
  });
}
