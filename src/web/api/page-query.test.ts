import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { getJson, type ReadTransport } from './http';
import { createServerReads, forServerRender, ServerReadsContext, usePageQuery } from './page-query';

const unused: ReadTransport = () => Promise.reject(new Error('no read should go here'));

/** Renders once, as the server does: with the server's reads, or as the browser would. */
async function renderOnce(
  app: ReactNode,
  client: QueryClient,
  onServer = true,
  transport = unused,
): Promise<string> {
  const tree = createElement(QueryClientProvider, { client }, app);
  const reads = createServerReads(transport);
  const { prelude } = await prerender(
    onServer ? createElement(ServerReadsContext.Provider, { value: reads }, tree) : tree,
  );
  return new Response(prelude).text();
}

const answer = <T>(value: T, ms = 5) =>
  vi.fn(() => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms)));

function Reads({ first, second, after }: Record<string, () => Promise<string>>) {
  const one = usePageQuery({ queryKey: ['one'], queryFn: first! });
  const two = usePageQuery({ queryKey: ['two'], queryFn: second! });
  // Depends on the first answer, as related places depend on their attraction.
  const three = usePageQuery({
    queryKey: ['three', one.data],
    queryFn: after!,
    enabled: one.data !== undefined,
  });
  return createElement(
    'p',
    null,
    [one, two, three].map((read) => (read.isPending ? 'loading' : String(read.data))).join(' '),
  );
}

describe('usePageQuery in the server render (decision 187)', () => {
  it('renders once with every read answered: several in one component, and one that depends on another', async () => {
    const reads = { first: answer('museum'), second: answer('castle', 20), after: answer('zoo') };
    const html = await renderOnce(createElement(Reads, reads), forServerRender(new QueryClient()));
    expect(html).toBe('<p>museum castle zoo</p>');
    for (const read of Object.values(reads)) expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows a failed read as its failure, asked once whatever its retries', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('503')));
    function Failing() {
      const read = usePageQuery({ queryKey: ['failing'], queryFn: failing, retry: 3 });
      return createElement('p', null, read.isError ? 'unavailable' : 'loading');
    }
    const html = await renderOnce(createElement(Failing), forServerRender(new QueryClient()));
    expect(html).toBe('<p>unavailable</p>');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('never asks a read that is not enabled', async () => {
    const never = answer('never');
    function Disabled() {
      const read = usePageQuery({ queryKey: ['off'], queryFn: never, enabled: false });
      return createElement('p', null, read.isPending ? 'waiting' : 'asked');
    }
    const html = await renderOnce(createElement(Disabled), forServerRender(new QueryClient()));
    expect(html).toBe('<p>waiting</p>');
    expect(never).not.toHaveBeenCalled();
  });

  it("sends each render's reads to its own transport, never another render's", async () => {
    function Place() {
      const read = usePageQuery({
        queryKey: ['place'],
        queryFn: ({ signal }) => getJson<{ name: string }>('/place', {}, { signal }),
      });
      return createElement('p', null, read.data?.name ?? 'loading');
    }
    const answering = (name: string) =>
      vi.fn<ReadTransport>(() => Promise.resolve(Response.json({ name })));
    const first = answering('Chester Zoo');
    const second = answering('Big Pit');
    const [one, two] = await Promise.all([
      renderOnce(createElement(Place), forServerRender(new QueryClient()), true, first),
      renderOnce(createElement(Place), forServerRender(new QueryClient()), true, second),
    ]);
    expect([one, two]).toEqual(['<p>Chester Zoo</p>', '<p>Big Pit</p>']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]![0]).toBe('/place');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing in the browser: the first render shows the loading state', async () => {
    const reads = { first: answer('museum'), second: answer('castle'), after: answer('zoo') };
    const html = await renderOnce(createElement(Reads, reads), new QueryClient(), false);
    expect(html).toBe('<p>loading loading loading</p>');
    expect(reads.first).not.toHaveBeenCalled();
  });
});
