import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminSession } from '../lib/admin-token';
import type { Preferences } from '../../contract/preferences.js';
import { AlertsProvider } from './alerts';
import { BrowserServicesContext, type BrowserServices } from './browser-services';
import { DialogsProvider } from './dialogs';
import { LocationProvider } from './location';
import { PreferencesProvider } from './preferences';
import { SiteConfigContext } from './site-config-context';
import type { SiteConfig } from './site-config';
import { theme } from './theme';

export interface AppProps {
  siteConfig: SiteConfig;
  services: BrowserServices;
  initialPreferences: Preferences;
  initialAdminSession: AdminSession | null;
  /** The router: BrowserRouter in the browser, a StaticRouter or MemoryRouter elsewhere. */
  router: (children: ReactNode) => ReactNode;
  children: ReactNode;
}

/** Every provider, outermost first. Everything from the browser arrives as props. */
export function App({
  siteConfig,
  services,
  initialPreferences,
  initialAdminSession,
  router,
  children,
}: AppProps) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
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
  );
}
