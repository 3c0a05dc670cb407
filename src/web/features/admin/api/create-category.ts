import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInputParsed } from '../../../../contract/category';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** POST /management-service/v1/categories with the token; the server derives the categoryName. */
export function createCategory(client: AdminClient, body: CategoryInputParsed): Promise<Category> {
  return writeCatalogueItem<Category>(client, 'categories', body);
}

export function useCreateCategory() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryInputParsed) => createCategory(client!, body),
    onSuccess: () => invalidateCollection(queryClient, 'categories'),
  });
}
