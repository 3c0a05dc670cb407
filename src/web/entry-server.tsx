// The server-render entry (decision 097), built to dist/web-ssr by vite.ssr.config.ts and loaded
// by the server's web-app service. It renders the same App as main.tsx, with a StaticRouter, the
// request's cookies and inert browser services; the page's reads go to the API in-process.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ApiReader, ServerRenderedPage, ServerRenderRequest } from '../contract/server-render';
import { parseCookies } from '../contract/cookies';
import { App } from './app/App';
import { AppRoutes, loadServerRenderedPages } from './app/routes';
import { ApiError, type ReadTransport } from './api/http';
import { createQueryClient } from './api/query-client';
import { dehydrateQueryState } from './api/query-state';
import { createInertServices } from './providers/browser-services';
import { initialVisitorState } from './providers/visitor-state';
import type { SiteConfig } from './providers/site-config';
import { createMemoryCookieJar } from './lib/cookies';
import { createServerEmotionCache, styleElement } from './ssr/emotion-styles';
import { collectPageNotes } from './ssr/page-meta';
import { createServerReads, forServerRender, ServerReadsContext } from './api/page-query';

/** Called once as a render worker starts, before its first render (decision 185). */
export function warm(): Promise<unknown> {
  return loadServerRenderedPages();
}

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A render's reads, answered by the API in-process (decision 097), as HTTP responses. */
function apiTransport(readApi: ApiReader): ReadTransport {
  return async (url) => {
    const answer = await readApi(url);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

export function createRenderer(readApi: ApiReader) {
  return async function render(
    request: ServerRenderRequest,
    signal?: AbortSignal,
  ): Promise<ServerRenderedPage> {
    const siteConfig = request.siteConfig as SiteConfig;
    const cookies = parseCookies(request.cookieHeader);
    const services = { ...createInertServices(), cookies: createMemoryCookieJar(cookies) };
    const queryClient = forServerRender(createQueryClient());
    // The page's times of day are as of this instant, and the browser hydrates as of it too
    // (render-clock.ts).
    const renderedAt = Date.now();
    const cache = createServerEmotionCache(request.nonce);
    // What the page says about itself as it renders: its title, its status, the place it shows.
    const notes = collectPageNotes();
    // One render: a component whose read has no answer yet waits for it, and React renders the
    // rest of the page meanwhile (decision 187).
    const { prelude } = await prerender(
      <StrictMode>
        <ServerReadsContext.Provider value={createServerReads(apiTransport(readApi))}>
          <App
            siteConfig={siteConfig}
            services={services}
            {...initialVisitorState(cookies, siteConfig)}
            router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>}
            queryClient={queryClient}
            emotionCache={cache}
            serverRendered
            pageSink={notes.sink}
            renderedAt={renderedAt}
          >
            <AppRoutes />
          </App>
        </ServerReadsContext.Provider>
      </StrictMode>,
      // Every boundary inline, in place: an outlined one would need React's inline script to
      // move it, which the CSP (rightly) refuses.
      // A render past its time limit is abandoned (decision 180).
      { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
    );
    const html = await streamText(prelude);
    // A read that failed on the server's side (503 in an outage) leaves the page wrong, e.g.
    // 'No Daytrips Found': the server answers 503 rather than this render (decision 123).
    const unavailable = queryClient
      .getQueryCache()
      .getAll()
      .some(
        ({ state }) =>
          state.status === 'error' && state.error instanceof ApiError && state.error.status >= 500,
      );
    return {
      html,
      title: notes.title(),
      meta: notes.meta(request.url.split('?')[0] ?? '/', siteConfig),
      styles: styleElement(cache, request.nonce, html),
      queryState: dehydrateQueryState(queryClient),
      renderedAt,
      unavailable,
    };
  };
}
