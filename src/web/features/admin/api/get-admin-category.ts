import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../../contract/category';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { getCatalogueItem } from './catalogue-requests';
import { adminKeys } from './query-keys';

/** GET /attraction-service/v2/categories/{categoryName}. */
export function getAdminCategory(
  client: AdminClient,
  categoryName: string,
  signal?: AbortSignal,
): Promise<Category> {
  return getCatalogueItem<Category>(client, 'categories', categoryName, signal);
}

export function useAdminCategory(categoryName: string | undefined) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.one('categories', categoryName ?? ''),
    queryFn: ({ signal }) => getAdminCategory(client!, categoryName!, signal),
    enabled: client !== null && Boolean(categoryName),
    retry: false,
  });
}
