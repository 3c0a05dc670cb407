import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { usePreferences } from './preferences';

/**
 * Whether the snackbar must wait its turn: on a phone both notices would take the bottom of the
 * screen, one over the other, so a snackbar waits until the cookie notice is acknowledged
 * (issue 20). Wider screens have room for both side by side.
 */
export function useSnackbarWaits(): boolean {
  const { preferences } = usePreferences();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return narrow && !preferences.cookiePolicyAcknowledged;
}
