// Fetches what a page asks for while it renders on the server (decision 097). A render records
// each query the page uses in the cache (TanStack Query builds them even where effects never
// run); the ones still waiting are fetched, through the API in-process, and the page rendered
// again, until a render asks for nothing new. Dependent queries (an attraction, then its
// related places) take one more pass each.
import type { Query, QueryClient } from '@tanstack/react-query';

/** Passes at most: the deepest chain of dependent reads a public page has, plus one. */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries the last render used that have no answer yet and have not been tried. */
function waitingQueries(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        !tried.has(query.queryHash) &&
        isEnabled(query),
    );
}

/** Renders until the page's reads are answered; returns the last render's result. */
export async function renderWithData<T>(
  client: QueryClient,
  signal: AbortSignal | undefined,
  render: () => Promise<T>,
): Promise<T> {
  const tried = new Set<string>();
  let result = await render();
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    // Abandoned past its time limit (decision 180): no further reads or passes.
    signal?.throwIfAborted();
    const waiting = waitingQueries(client, tried);
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map((query) => {
        tried.add(query.queryHash);
        // No retries on the server: a failure shows as it would in the browser, at once.
        return query.fetch({ ...query.options, retry: false }).catch(() => undefined);
      }),
    );
    signal?.throwIfAborted();
    result = await render();
  }
  return result;
}
