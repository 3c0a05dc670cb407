import { ALL_LIST_PAGE_SIZE } from '../../contract/constants';
import type { ListResponse } from '../../contract/list';
import { getJson } from './http';

/** Categories, regions and facilities change rarely: fetch each list whole and keep it long. */
export const CATALOGUE_STALE_MS = 10 * 60_000;

export async function getWholeList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  const page = await getJson<ListResponse<T>>(path, { pageSize: ALL_LIST_PAGE_SIZE }, { signal });
  return page.results;
}
