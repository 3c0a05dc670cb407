import { createContext, useContext } from 'react';
import { createDocumentCookieJar, createMemoryCookieJar, type CookieJar } from '../lib/cookies';

/**
 * Everything the app needs from the browser, behind one interface handed down from main.tsx.
 * Components call these only in effects and event handlers, so rendering never touches a
 * browser global and the same tree could render on a server (docs/decisions/040).
 */
export interface BrowserServices {
  cookies: CookieJar;
  geolocation: Geolocation | undefined;
  /** Whether the visitor has already answered the location prompt. */
  geolocationPermission(): Promise<PermissionState | 'unknown'>;
  localStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload(): void;
  scrollToTop(): void;
}

/** Inert services: nothing persists, nothing reloads. Tests and non-browser renders use them. */
export function createInertServices(): BrowserServices {
  return {
    cookies: createMemoryCookieJar(),
    geolocation: undefined,
    geolocationPermission: async () => 'unknown',
    localStorage: undefined,
    sessionStorage: undefined,
    reload: () => undefined,
    scrollToTop: () => undefined,
  };
}

export function createWindowServices(win: Window): BrowserServices {
  // Storage access throws when the visitor blocks site data; treat that as no storage.
  const storage = (pick: () => Storage) => {
    try {
      return pick();
    } catch {
      return undefined;
    }
  };
  return {
    cookies: createDocumentCookieJar(win.document),
    geolocation: win.navigator.geolocation,
    geolocationPermission: async () => {
      try {
        return (await win.navigator.permissions.query({ name: 'geolocation' })).state;
      } catch {
        return 'unknown';
      }
    },
    localStorage: storage(() => win.localStorage),
    sessionStorage: storage(() => win.sessionStorage),
    reload: () => win.location.reload(),
    scrollToTop: () => win.scrollTo({ top: 0 }),
  };
}

export const BrowserServicesContext = createContext<BrowserServices>(createInertServices());

export function useBrowserServices(): BrowserServices {
  return useContext(BrowserServicesContext);
}
