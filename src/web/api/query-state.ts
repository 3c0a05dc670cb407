// The query cache handed from the server render to the browser (decision 097): dehydrated on the
// server into a data script, hydrated before the first browser render, so hydration asks for
// nothing the server already fetched. An API error (a 410 closed place, say) travels as its
// status and body and comes back as the ApiError the pages check for.
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

interface WireError {
  apiError: { status: number; body: unknown };
}

/** The cache's settled queries as JSON text; errors other than the API's stay behind. */
export function dehydrateQueryState(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && query.state.error instanceof ApiError),
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof ApiError)) return query;
    const wire: WireError = { apiError: { status: error.status, body: error.body } };
    return { ...query, state: { ...query.state, error: wire } };
  });
  return JSON.stringify({ ...state, queries });
}

function isWireError(value: unknown): value is WireError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** Fills the cache from the page's data script; a missing or damaged one fills nothing. */
export function hydrateQueryState(client: QueryClient, element: Element | null): void {
  if (!element?.textContent) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return;
  }
  // Each answer counts as fetched now, at hydration: the page the visitor sees was rendered from
  // it, maybe a minute ago (a kept page, decision 184) or by a server whose clock differs from
  // this browser's. Had it gone stale by the server's time, the first render would already report
  // a refetch under way, and what the page shows while fetching (the list's progress bar) would
  // differ from the server's HTML: React's hydration error #418, seen now and then in CI. A kept
  // page is dropped when the catalogue changes, so its answers are as current as the HTML.
  const now = Date.now();
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    const fresh = {
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
      },
    };
    if (!isWireError(error)) return fresh;
    const revived = new ApiError(error.apiError.status, error.apiError.body);
    return { ...fresh, state: { ...fresh.state, error: revived } };
  });
  hydrate(client, { ...state, queries });
  // An answer the server got as an error (an unknown category's 400, a closed place's 410) is the
  // page as rendered: asking again on mount would show "loading" where the HTML shows the error
  // (a hydration mismatch) and ask the API for an answer it has already given.
  for (const query of queries) {
    if (query.state.status === 'error')
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
