import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, invalidateCollection, type AdminCollection } from './query-keys';

/**
 * After a delete: refresh the lists, and drop the deleted item's own query without asking for it
 * again. The delete page still shows that query while the success is handled, so removing it at
 * once would have the page's next render fetch it anew (a 404, decision 053), and invalidating it
 * would refetch it too. It is left out of the refresh and removed once nothing shows it.
 */
export async function forgetDeleted(
  queryClient: QueryClient,
  collection: AdminCollection,
  key: string,
): Promise<void> {
  const cache = queryClient.getQueryCache();
  const item = cache.find({ queryKey: adminKeys.one(collection, key), exact: true });
  if (item) {
    // Stale data of a deleted item must never be refetched: its fetch function is retired.
    if (item.getObserversCount() === 0) {
      cache.remove(item);
    } else {
      const unsubscribe = cache.subscribe((event) => {
        if (event.query !== item || event.type !== 'observerRemoved') return;
        if (item.getObserversCount() > 0) return;
        unsubscribe();
        cache.remove(item);
      });
    }
  }
  await invalidateCollection(queryClient, collection, (query) => query !== item);
}
