import { QueryClient } from '@tanstack/react-query';

/** The app's query cache with its defaults; the server render builds the same one. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
