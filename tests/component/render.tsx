import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Preferences } from '../../src/contract/preferences.js';
import { theme } from '../../src/web/app/theme';
import { AdminSessionProvider } from '../../src/web/providers/admin-session/admin-session';
import { AlertsProvider } from '../../src/web/providers/alerts';
import {
  BrowserServicesContext,
  createInertServices,
  type BrowserServices,
} from '../../src/web/providers/browser-services';
import { DialogsProvider } from '../../src/web/providers/dialogs';
import { LocationProvider } from '../../src/web/providers/location';
import { PreferencesProvider } from '../../src/web/providers/preferences';
import { readSiteConfig, type SiteConfig } from '../../src/web/providers/site-config';
import { SiteConfigContext } from '../../src/web/providers/site-config-context';

/** A returning visitor who has answered the cookie notice and is placed in London. */
export const testPreferences: Preferences = {
  cookiePolicyAcknowledged: true,
  personalisationAccepted: true,
  analyticsAccepted: false,
  advertisingAccepted: false,
  useGeolocation: false,
  defaultLocationName: null,
  location: { name: 'London', latitude: 51.52, longitude: -0.09 },
  distanceUnitKm: false,
};

/** localStorage or sessionStorage in memory, seeded with `initial`. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

export interface RenderOptions {
  /** The memory router's starting URL. */
  route?: string;
  preferences?: Partial<Preferences>;
  siteConfig?: Partial<SiteConfig>;
  /** Replaces some of the inert browser services (reload is always a spy). */
  services?: Partial<BrowserServices>;
  /** Mounts the admin session with a usable token (the admin layout's provider). */
  admin?: boolean;
  /** Mounts the location provider (it settles the visitor's place when it mounts). */
  location?: boolean;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  services: BrowserServices & { reload: ReturnType<typeof vi.fn> };
  /** The memory router's current path and query, as the address bar would show it. */
  currentUrl(): string;
}

export const TEST_ADMIN_TOKEN = 'test-admin-token';

/**
 * The app's providers as app/App.tsx mounts them, with fakes for everything from the browser:
 * memory cookies and storage, no geolocation unless given, a reload spy, a memory router and a
 * fresh query client that never retries. The network is faked separately (fake-api.ts).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const services = {
    ...createInertServices(),
    localStorage: memoryStorage(),
    // This visit has already seen its location notice, so no snackbar appears unasked.
    sessionStorage: memoryStorage({ 'geolocation-notice': 'turned-off' }),
    ...options.services,
    reload: vi.fn(),
  };
  const siteConfig = { ...readSiteConfig(undefined), ...options.siteConfig };
  const preferences = { ...testPreferences, ...options.preferences };
  const adminSession = options.admin
    ? { token: TEST_ADMIN_TOKEN, expires: new Date(Date.now() + 3_600_000).toISOString() }
    : null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const url = { current: options.route ?? '/' };

  let tree: ReactNode = ui;
  if (options.admin) tree = <AdminSessionProvider signInPath="/admin">{tree}</AdminSessionProvider>;
  if (options.location) tree = <LocationProvider>{tree}</LocationProvider>;

  const rendered = render(
    <SiteConfigContext.Provider value={siteConfig}>
      <BrowserServicesContext.Provider value={services}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <MemoryRouter initialEntries={[url.current]}>
              <UrlProbe url={url} />
              <PreferencesProvider
                initialPreferences={preferences}
                initialAdminSession={adminSession}
              >
                <AlertsProvider>
                  <DialogsProvider>{tree}</DialogsProvider>
                </AlertsProvider>
              </PreferencesProvider>
            </MemoryRouter>
          </ThemeProvider>
        </QueryClientProvider>
      </BrowserServicesContext.Provider>
    </SiteConfigContext.Provider>,
  );
  return {
    ...rendered,
    user: userEvent.setup(),
    services,
    currentUrl: () => url.current,
  };
}

function UrlProbe({ url }: { url: { current: string } }) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    url.current = pathname + search;
  }, [url, pathname, search]);
  return null;
}
