import { usePreferences } from './preferences';

/**
 * Whether the snackbar must wait its turn: one notice at a time. A first visit meets the cookie
 * notice; a snackbar (the location notice, say) waits until it is answered. On a phone both
 * would take the bottom of the screen, one over the other (decision 053); on a desktop two notices
 * at once, in opposite corners, ask for two decisions before the page has been read (decision 140).
 */
export function useSnackbarWaits(): boolean {
  const { preferences } = usePreferences();
  return !preferences.cookiePolicyAcknowledged;
}
