import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { deleteCatalogueItem } from './catalogue-requests';
import { adminKeys, invalidateCollection } from './query-keys';

/** DELETE /management-service/v1/categories/{categoryName} with the token. */
export function deleteCategory(client: AdminClient, categoryName: string): Promise<void> {
  return deleteCatalogueItem(client, 'categories', categoryName);
}

export function useDeleteCategory() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryName: string) => deleteCategory(client!, categoryName),
    onSuccess: (_answer, categoryName) => {
      // The deleted item's own query goes first, so the lists' refetch cannot ask for it again.
      queryClient.removeQueries({
        queryKey: adminKeys.one('categories', categoryName),
        exact: true,
      });
      void invalidateCollection(queryClient, 'categories');
    },
  });
}
