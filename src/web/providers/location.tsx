import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCATION } from '../../contract/constants.js';
import { notices } from '../../contract/messages.js';
import { findCity } from '../lib/cities';
import { currentPosition } from '../lib/geolocation';
import { useServerRendered } from './render-mode';
import { reverseGeocode } from '../lib/geo/reverse-geocode';
import type { Preferences, SavedLocation } from '../../contract/preferences.js';
import { useAlerts } from './alerts';
import { useBrowserServices, type BrowserServices } from './browser-services';
import { useDialogs } from './dialogs';
import { usePreferences } from './preferences';
import { useSiteConfig } from './site-config-context';

/** Where the visitor's location came from; 'default' is London (SPEC §9). */
export type LocationSource = 'device' | 'stored' | 'city' | 'chosen' | 'default';

export interface UserLocation extends SavedLocation {
  source: LocationSource;
}

interface LocationApi {
  location: UserLocation;
  /** False while the first location of the visit is still being worked out. */
  isSettled: boolean;
  /** A place picked in Change Location (a city or a postcode). */
  chooseLocation(place: SavedLocation): void;
  /** Asks the device again, e.g. from Change Location's 'Use my current location'. */
  locateDevice(): Promise<boolean>;
}

const LocationContext = createContext<LocationApi | null>(null);

export function useUserLocation(): LocationApi {
  const api = useContext(LocationContext);
  if (!api) throw new Error('useUserLocation needs a LocationProvider');
  return api;
}

type NoticeKind = 'precise' | 'unavailable' | 'turned-off';
const NOTICE_SESSION_KEY = 'geolocation-notice';

/** Each notice once per browser session, and again whenever the situation changes. */
function isNewNotice(services: BrowserServices, kind: NoticeKind): boolean {
  if (services.sessionStorage?.getItem(NOTICE_SESSION_KEY) === kind) return false;
  services.sessionStorage?.setItem(NOTICE_SESSION_KEY, kind);
  return true;
}

const defaultLocation: UserLocation = {
  name: DEFAULT_LOCATION.name,
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
  source: 'default',
};

/** The stored location, else the stored default city, else null (SPEC §4). */
async function storedLocation(preferences: Preferences): Promise<UserLocation | null> {
  if (preferences.location) return { ...preferences.location, source: 'stored' };
  if (preferences.defaultLocationName) {
    const city = await findCity(preferences.defaultLocationName);
    if (city) {
      return {
        name: city.cityName,
        latitude: city.latitude,
        longitude: city.longitude,
        source: 'city',
      };
    }
  }
  return null;
}

/**
 * The visitor's location for "close to" strips and distance sorts (SPEC §4 Geolocation). A
 * returning visitor's stored place is used at once; the device position, when allowed, refines
 * it. Denial, timeout or error fall back to the stored place or London, and a visitor with
 * nothing stored is prompted to pick one.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const services = useBrowserServices();
  const { productName } = useSiteConfig();
  const { showAlert } = useAlerts();
  const { openDialog } = useDialogs();
  const { preferences, savePreferences } = usePreferences();
  // Where the visit starts: the stored place, else London. The server answers a page's first
  // list from the same place (startingLocation in contract/preferences.ts, decision 048), so a
  // change here must be made there too.
  const [location, setLocationState] = useState<UserLocation>(
    preferences.location ? { ...preferences.location, source: 'stored' } : defaultLocation,
  );
  // The same place again keeps the same object, so the whole tree does not re-render for nothing.
  const setLocation = useCallback((next: UserLocation) => {
    setLocationState((previous) =>
      previous.name === next.name &&
      previous.latitude === next.latitude &&
      previous.longitude === next.longitude &&
      previous.source === next.source
        ? previous
        : next,
    );
  }, []);
  // A server-rendered page (decision 054) was rendered from that starting place, lists and all:
  // it counts as settled, so hydration shows the same lists; a device position moves it later.
  const serverRendered = useServerRendered();
  const [isSettled, setSettled] = useState(preferences.location !== null || serverRendered);
  // The first run reads the preferences of the page load; later changes reload the page anyway.
  const startup = useRef({ preferences, savePreferences, showAlert, openDialog, productName });

  const locateWithDevice = useCallback(async (): Promise<boolean> => {
    const { savePreferences: save } = startup.current;
    const point = await currentPosition(services.geolocation);
    const rounded = {
      latitude: Math.round(point.latitude * 1e4) / 1e4,
      longitude: Math.round(point.longitude * 1e4) / 1e4,
    };
    const name = (await reverseGeocode(rounded)) ?? 'Your Location';
    const place = { name, ...rounded };
    setLocation({ ...place, source: 'device' });
    save({ location: place });
    return true;
  }, [services, setLocation]);

  useEffect(() => {
    let cancelled = false;
    const {
      preferences: prefs,
      showAlert: alert,
      openDialog: open,
      productName: product,
    } = startup.current;
    const promptToSet = { label: 'Set location', onClick: () => open('location') };

    async function settle() {
      const fallback = await storedLocation(prefs);
      if (!prefs.useGeolocation) {
        if (cancelled) return;
        setLocation(fallback ?? defaultLocation);
        setSettled(true);
        if (isNewNotice(services, 'turned-off')) {
          alert({
            severity: 'info',
            message: notices.geolocationTurnedOff(product),
            action: fallback ? undefined : promptToSet,
          });
        }
        return;
      }
      // A visitor still deciding on the browser's prompt is not kept waiting: the page goes on
      // with the fallback and moves when they answer. An answer already given is quick.
      if ((await services.geolocationPermission()) === 'prompt' && !cancelled) {
        setLocation(fallback ?? defaultLocation);
        setSettled(true);
      }
      try {
        await locateWithDevice();
        if (cancelled) return;
        setSettled(true);
        if (isNewNotice(services, 'precise')) {
          alert({ severity: 'success', message: notices.geolocationPrecise });
        }
      } catch {
        if (cancelled) return;
        // SPEC §8: geolocation problems are logged, never thrown at the visitor.
        console.info('Geolocation is unavailable; using the stored or default location.');
        setLocation(fallback ?? defaultLocation);
        setSettled(true);
        if (isNewNotice(services, 'unavailable')) {
          alert({
            severity: 'warning',
            message: notices.geolocationUnavailable,
            action: fallback ? undefined : promptToSet,
          });
        }
      }
    }
    void settle();
    return () => {
      cancelled = true;
    };
  }, [services, locateWithDevice, setLocation]);

  const chooseLocation = useCallback(
    (place: SavedLocation) => {
      setLocation({ ...place, source: 'chosen' });
      setSettled(true);
      savePreferences({ location: place });
    },
    [savePreferences, setLocation],
  );

  const locateDevice = useCallback(async () => {
    try {
      return await locateWithDevice();
    } catch {
      return false;
    }
  }, [locateWithDevice]);

  const api = useMemo(
    () => ({ location, isSettled, chooseLocation, locateDevice }),
    [location, isSettled, chooseLocation, locateDevice],
  );
  return <LocationContext.Provider value={api}>{children}</LocationContext.Provider>;
}
