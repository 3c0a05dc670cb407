import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { deleteCatalogueItem } from './catalogue-requests';
import { forgetDeleted } from './forget-deleted';

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
      void forgetDeleted(queryClient, 'categories', categoryName);
    },
  });
}
