import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { PageSinkContext, ServerRenderedContext, type PageSink } from '../providers/render-mode';
import { RenderedAtContext } from '../providers/render-clock';
import type { AdminSession } from '../providers/admin-session/admin-cookies';
import type { Preferences } from '../../contract/preferences';
import { AlertsProvider } from '../providers/alerts';
import { BrowserServicesContext, type BrowserServices } from '../providers/browser-services';
import { DialogsProvider } from '../providers/dialogs';
import { LocationProvider } from '../providers/location';
import { PreferencesProvider } from '../providers/preferences';
import { SiteConfigContext } from '../providers/site-config-context';
import type { SiteConfig } from '../providers/site-config';
import { theme } from './theme';

export interface AppProps {
  siteConfig: SiteConfig;
  services: BrowserServices;
  initialPreferences: Preferences;
  initialAdminSession: AdminSession | null;
  /** The router: BrowserRouter in the browser, a StaticRouter or MemoryRouter elsewhere. */
  router: (children: ReactNode) => ReactNode;
  /** The query cache: filled by the server render, or with its answers when hydrating. */
  queryClient?: QueryClient;
  /** Emotion's cache: the server collects the page's styles in it; the browser adopts them. */
  emotionCache: EmotionCache;
  /** The page came rendered by the server: the first render must match it (decision 097). */
  serverRendered?: boolean;
  /** Where the server render notes what the page says about itself (decision 188); none in the browser. */
  pageSink?: PageSink;
  /** The instant the server rendered the page at: its times of day as of then until hydrated. */
  renderedAt?: number | null;
  children: ReactNode;
}

/** Every provider, outermost first. Everything from the browser arrives as props. */
export function App({
  siteConfig,
  services,
  initialPreferences,
  initialAdminSession,
  router,
  queryClient: givenQueryClient,
  emotionCache,
  serverRendered = false,
  pageSink,
  renderedAt = null,
  children,
}: AppProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <CacheProvider value={emotionCache}>
      <ServerRenderedContext.Provider value={serverRendered}>
        <RenderedAtContext.Provider value={renderedAt}>
          <PageSinkContext.Provider value={pageSink ?? null}>
            <SiteConfigContext.Provider value={siteConfig}>
              <BrowserServicesContext.Provider value={services}>
                <QueryClientProvider client={queryClient}>
                  <ThemeProvider theme={theme}>
                    <CssBaseline />
                    {router(
                      <PreferencesProvider
                        initialPreferences={initialPreferences}
                        initialAdminSession={initialAdminSession}
                      >
                        <AlertsProvider>
                          <DialogsProvider>
                            <LocationProvider>{children}</LocationProvider>
                          </DialogsProvider>
                        </AlertsProvider>
                      </PreferencesProvider>,
                    )}
                  </ThemeProvider>
                </QueryClientProvider>
              </BrowserServicesContext.Provider>
            </SiteConfigContext.Provider>
          </PageSinkContext.Provider>
        </RenderedAtContext.Provider>
      </ServerRenderedContext.Provider>
    </CacheProvider>
  );
}
