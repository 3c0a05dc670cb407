// The page's reads, awaited where they are made (decision 187). In the browser these are plain
// TanStack queries. In the server render, a read the page makes that has no answer yet suspends
// its component until the answer is in: React's prerender waits for it and carries on rendering
// the rest of the page meanwhile, so a page renders once, whatever chain of reads it makes, and no
// second list of "what each page reads" exists to fall out of step with the components.
import {
  skipToken,
  useQuery,
  useQueryClient,
  type DefaultError,
  type Query,
  type QueryFunction,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { readThrough, type ReadTransport } from './http';

/* eslint-disable @typescript-eslint/no-explicit-any -- any read's options, whatever it answers */
/** The options a read is made with: what `useQuery` and `useQueries` take. */
type ReadOptions = UseQueryOptions<any, any, any, any>;
type AnyQuery = Query<any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Starts the reads a render needs and returns what to wait for, or null when nothing is due. */
export type ServerReads = (
  client: QueryClient,
  reads: readonly ReadOptions[],
) => Promise<unknown> | null;
/** Set only by the server render (src/web/entry-server.tsx); null in the browser. */
export const ServerReadsContext = createContext<ServerReads | null>(null);

/** Whether a read would run: its own `enabled`, as TanStack Query itself decides it. */
function isEnabled(options: ReadOptions, query: AnyQuery): boolean {
  if (options.queryFn === skipToken) return false;
  const { enabled } = options;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * One server render's reads, through its own transport (the API in-process): each enabled read
 * with no answer starts at once (all of one component's together; one already under way is
 * waited for, not asked again), without retries, and a failure settles as the browser would show
 * it, an error in the cache. The render waits on them all.
 */
export function createServerReads(transport: ReadTransport): ServerReads {
  return (client, reads) => {
    const waits: Promise<unknown>[] = [];
    for (const options of reads) {
      const defaulted = client.defaultQueryOptions(options);
      const query = client.getQueryCache().build(client, defaulted);
      const { queryFn } = defaulted;
      if (query.state.status !== 'pending' || !queryFn || !isEnabled(defaulted, query)) continue;
      const read = query.fetch({
        ...defaulted,
        retry: false,
        // The read's signal names this render's transport to getJson (api/http.ts).
        queryFn: (context): unknown => {
          readThrough(context.signal, transport);
          return (queryFn as QueryFunction<unknown>)(context);
        },
      });
      // One read under way answers every asker: fetch() hands back the same promise.
      waits.push(read.catch(() => undefined));
    }
    return waits.length === 0 ? null : Promise.all(waits);
  };
}

/**
 * The query cache of one server render. A read the server failed to get (a 404 group, an outage)
 * shows as that failure: a component rendered again once its reads settle must not show it as
 * loading again, as a query that retries on mount would.
 */
export function forServerRender(client: QueryClient): QueryClient {
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false },
  });
  return client;
}

/** Waits, in the server render only, for these reads to be answered (decision 187). */
export function useServerReads(reads: readonly ReadOptions[]): void {
  const awaitReads = useContext(ServerReadsContext);
  const client = useQueryClient();
  if (!awaitReads) return;
  const pending = awaitReads(client, reads);
  // Thrown, as TanStack's own suspense does: React renders this component again once the answers
  // are in, and by then none is pending. Not `use()`: React replays a component's n-th `use` with
  // the promise it saw there first, so the next read of the same component, a different promise in
  // that place, would be taken as answered and render with nothing.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's suspense protocol
  if (pending) throw pending;
}

/** `useQuery`, whose answer a server-rendered page is rendered with (decision 187). */
export function usePageQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  useServerReads([options]);
  return useQuery(options);
}
