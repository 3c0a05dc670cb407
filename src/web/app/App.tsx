import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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
