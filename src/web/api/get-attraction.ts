import { queryOptions } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Attraction } from '../../contract/attraction';
import type { ClosedPlace, GoneResponse } from '../../contract/closed-place';
import { ApiError, getJson } from './http';
import { ATTRACTIONS_PATH } from '../../contract/api-paths';

export { parseAttractionId } from '../../contract/attraction-id';

const attractionPath = (id: number) => `${ATTRACTIONS_PATH}/${id}`;

/**
 * GET /attraction-service/v2/attractions/{id} (SPEC §7). A 404 resolves to null ("no such
 * attraction", shown as the not-found page) instead of an error, so it is cached like an answer
 * and never retried; other failures stay errors.
 */
export async function getAttraction(id: number, signal?: AbortSignal): Promise<Attraction | null> {
  try {
    return await getJson<Attraction>(attractionPath(id), {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function attractionQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['attraction', id],
    queryFn: ({ signal }) => getAttraction(id, signal),
  });
}

/** The place a 410 names: it closed for good (decision 067). Null for any other failure. */
export function closedPlaceOf(error: unknown): ClosedPlace | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  return (error.body as GoneResponse | null)?.closedPlace ?? null;
}

/** The attraction; a server-rendered page hands over its answer in the query state (decision 097). */
export function useAttraction(id: number | null) {
  return usePageQuery({
    ...attractionQueryOptions(id ?? 0),
    enabled: id !== null,
    // A closed place stays closed: asking again would only delay its page.
    retry: (failureCount, error) => closedPlaceOf(error) === null && failureCount < 1,
    // Nor on mount: a page the server rendered as closed (decision 097) hands its 410 over, and
    // asking again would show the loading state in its place, or forever without JavaScript.
    retryOnMount: false,
  });
}
