import type { Query, QueryClient } from '@tanstack/react-query';

/** Admin lists show this many rows a page (docs/decisions/062). */
export const ADMIN_PAGE_SIZE = 10;

/** What every admin list asks for: a page and an optional search term. */
export interface AdminListQuery {
  page: number;
  search: string;
}

export type AdminCollection =
  'attractions' | 'categories' | 'regions' | 'attractionGroups' | 'facilities' | 'emailSignups';

/** Admin reads live under ['admin', ...], apart from the visitor site's cached catalogue. */
export const adminKeys = {
  all: ['admin'] as const,
  collection: (collection: AdminCollection) => ['admin', collection] as const,
  list: (collection: AdminCollection, query: object) =>
    ['admin', collection, 'list', query] as const,
  one: (collection: AdminCollection, key: string | number) =>
    ['admin', collection, 'one', String(key)] as const,
  audit: (attractionId: number, page: number) => ['admin', 'audit', attractionId, page] as const,
};

/** The visitor site's keys of the same catalogue, so its lists show a change at once. */
const VISITOR_KEYS: Partial<Record<AdminCollection, readonly string[]>> = {
  attractions: ['attractions'],
  categories: ['categories'],
  regions: ['regions'],
  facilities: ['facilities'],
};

/**
 * After a write: refetch the admin's and the visitor site's copies of that collection (those
 * `include` accepts, when given).
 */
export async function invalidateCollection(
  queryClient: QueryClient,
  collection: AdminCollection,
  include?: (query: Query) => boolean,
): Promise<void> {
  const visitorKey = VISITOR_KEYS[collection];
  const predicate = include ? { predicate: include } : {};
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.collection(collection), ...predicate }),
    visitorKey
      ? queryClient.invalidateQueries({ queryKey: visitorKey, ...predicate })
      : Promise.resolve(),
  ]);
}
