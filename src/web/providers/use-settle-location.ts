import { useEffect, type RefObject } from 'react';
import { notices } from '../../contract/messages';
import type { Preferences } from '../../contract/preferences';
import type { AlertMessage } from './AlertSnackbar';
import type { BrowserServices } from './browser-services';
import type { DialogName } from './dialogs';
import { defaultLocation, storedLocation, type UserLocation } from './starting-location';

/** What the first settling of the visit reads: the page load's preferences and the shell's tools. */
export interface LocationStartup {
  preferences: Preferences;
  savePreferences: (changes: Partial<Preferences>) => void;
  showAlert: (alert: AlertMessage) => void;
  openDialog: (name: DialogName) => void;
  productName: string;
}

type NoticeKind = 'precise' | 'unavailable' | 'turned-off';
const NOTICE_SESSION_KEY = 'geolocation-notice';

/** Each notice once per browser session, and again whenever the situation changes. */
function isNewNotice(services: BrowserServices, kind: NoticeKind): boolean {
  if (services.sessionStorage?.getItem(NOTICE_SESSION_KEY) === kind) return false;
  services.sessionStorage?.setItem(NOTICE_SESSION_KEY, kind);
  return true;
}

/**
 * Works out the visit's first location once (SPEC §4 Geolocation): the device position when
 * geolocation is on, else the stored place or London, with a notice saying which, and a prompt
 * to set a place when nothing is stored. The location is settled once this is known.
 */
export function useSettleStartingLocation({
  services,
  startup,
  locateWithDevice,
  setLocation,
  setSettled,
}: {
  services: BrowserServices;
  startup: RefObject<LocationStartup>;
  /** Asks the device, stores its place and makes it the location; throws when it cannot. */
  locateWithDevice: () => Promise<boolean>;
  setLocation: (next: UserLocation) => void;
  setSettled: (settled: boolean) => void;
}) {
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
  }, [services, startup, locateWithDevice, setLocation, setSettled]);
}
