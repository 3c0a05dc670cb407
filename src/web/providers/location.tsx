import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { currentPosition } from '../lib/geolocation';
import { reverseGeocode } from '../lib/geo/reverse-geocode';
import type { SavedLocation } from '../../contract/preferences';
import { useAlerts } from './alerts';
import { useBrowserServices } from './browser-services';
import { useDialogs } from './dialogs';
import { useServerRendered } from './render-mode';
import { usePreferences } from './preferences';
import { useSiteConfig } from './site-config-context';
import { defaultLocation, type UserLocation } from './starting-location';
import { useSettleStartingLocation, type LocationStartup } from './use-settle-location';

export type { LocationSource, UserLocation } from './starting-location';

interface LocationApi {
  location: UserLocation;
  /** False while the first location of the visit is still being worked out. */
  isSettled: boolean;
  /** A place picked in Change Location (a city or a postcode). */
  chooseLocation: (place: SavedLocation) => void;
  /** Asks the device again, e.g. from Change Location's 'Use my current location'. */
  locateDevice: () => Promise<boolean>;
}

const LocationContext = createContext<LocationApi | null>(null);

export function useUserLocation(): LocationApi {
  const api = useContext(LocationContext);
  if (!api) throw new Error('useUserLocation needs a LocationProvider');
  return api;
}

/**
 * The location's state. The same place again keeps the same object, so the whole tree does not
 * re-render for nothing.
 */
function useLocationState(initial: UserLocation) {
  const [location, setLocationState] = useState<UserLocation>(initial);
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
  return [location, setLocation] as const;
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
  // Where the visit starts: the stored place, else London. The server's render of the page runs
  // this same provider (decision 097), so the first list it sends is the one the browser keeps.
  const [location, setLocation] = useLocationState(
    preferences.location ? { ...preferences.location, source: 'stored' } : defaultLocation,
  );
  // A server-rendered page (decision 097) was rendered from that starting place, lists and all:
  // it counts as settled, so hydration shows the same lists; a device position moves it later.
  const serverRendered = useServerRendered();
  const [isSettled, setSettled] = useState(preferences.location !== null || serverRendered);
  // The first run reads the preferences of the page load; later changes reload the page anyway.
  const startup = useRef<LocationStartup>({
    preferences,
    savePreferences,
    showAlert,
    openDialog,
    productName,
  });

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

  useSettleStartingLocation({ services, startup, locateWithDevice, setLocation, setSettled });

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
