import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { dehydrateQueryState, hydrateQueryState } from './query-state';

const KEY = ['attractions', { page: 1 }];

/** A server's cache holding one answer fetched `ageMs` before the browser hydrates it. */
function pageStateAged(ageMs: number): Element {
  const server = new QueryClient();
  server.setQueryData(KEY, { results: [] }, { updatedAt: Date.now() - ageMs });
  return { textContent: dehydrateQueryState(server) } as Element;
}

describe('hydrateQueryState', () => {
  it('hands over answers as fresh, so hydration renders them as the server did, not refetching', () => {
    // A kept page rendered 59 s ago, hydrating 5 s later, or a server clock minutes behind.
    for (const age of [64_000, 10 * 60_000]) {
      const browser = createQueryClient();
      hydrateQueryState(browser, pageStateAged(age));
      const observer = new QueryObserver(browser, { queryKey: KEY });
      const first = observer.getOptimisticResult(browser.defaultQueryOptions({ queryKey: KEY }));
      expect(first.data).toEqual({ results: [] });
      expect(first.isFetching).toBe(false);
      expect(first.isStale).toBe(false);
    }
  });

  it('lets them go stale a while after hydration, like any answer', () => {
    vi.useFakeTimers();
    try {
      const browser = createQueryClient();
      hydrateQueryState(browser, pageStateAged(0));
      vi.advanceTimersByTime(61_000);
      expect(browser.getQueryCache().find({ queryKey: KEY })!.isStaleByTime(60_000)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
