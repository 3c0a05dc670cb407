import type { Envelope, ListResponse } from '../../../../contract/list';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { ADMIN_PAGE_SIZE, type AdminListQuery } from './query-keys';

/** The catalogue collections, spelt as in their API paths (SPEC §7). */
export type CatalogueCollection = 'categories' | 'regions' | 'attractionGroups' | 'facilities';

const READ_BASE = '/attraction-service/v2';
const WRITE_BASE = '/management-service/v1';

/** One page of a catalogue list by name, A-Z (the reads are public; the token skips caches). */
export function getCatalogueList<T>(
  client: AdminClient,
  collection: CatalogueCollection,
  query: AdminListQuery & { pageSize?: number },
  signal?: AbortSignal,
): Promise<ListResponse<T>> {
  return adminJson(client, `${READ_BASE}/${collection}`, {
    query: {
      page: query.page,
      pageSize: query.pageSize ?? ADMIN_PAGE_SIZE,
      search: query.search.trim(),
      sort: 'a-z',
    },
    signal,
  });
}

export function getCatalogueItem<T>(
  client: AdminClient,
  collection: CatalogueCollection,
  key: string,
  signal?: AbortSignal,
): Promise<T> {
  return adminJson(client, `${READ_BASE}/${collection}/${encodeURIComponent(key)}`, { signal });
}

/** POST (create) or PUT (update by key) with the token; answers the saved item. */
export async function writeCatalogueItem<T>(
  client: AdminClient,
  collection: CatalogueCollection,
  body: unknown,
  key?: string,
): Promise<T> {
  const path = key === undefined ? '' : `/${encodeURIComponent(key)}`;
  const answer = await adminJson<Envelope<T>>(client, `${WRITE_BASE}/${collection}${path}`, {
    method: key === undefined ? 'POST' : 'PUT',
    body,
  });
  return answer.response;
}

export async function deleteCatalogueItem(
  client: AdminClient,
  collection: CatalogueCollection,
  key: string,
): Promise<void> {
  await adminJson(client, `${WRITE_BASE}/${collection}/${encodeURIComponent(key)}`, {
    method: 'DELETE',
    body: {},
  });
}
