import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInputParsed } from '../../../../contract/category';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import type { AdminClient } from '../../../api/admin-client';
import { writeCatalogueItem } from './catalogue-requests';
import { invalidateCollection } from './query-keys';

/** PUT /management-service/v1/categories/{categoryName} with the token; the categoryName never changes. */
export function updateCategory(
  client: AdminClient,
  categoryName: string,
  body: CategoryInputParsed,
): Promise<Category> {
  return writeCatalogueItem<Category>(client, 'categories', body, categoryName);
}

export function useUpdateCategory(categoryName: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryInputParsed) => updateCategory(client!, categoryName, body),
    onSuccess: () => invalidateCollection(queryClient, 'categories'),
  });
}
