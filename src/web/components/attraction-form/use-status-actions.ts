import { useState } from 'react';
import type { Attraction } from '../../../contract/attraction';
import { SUCCESS_ACTION_DELAY_MS } from '../../../contract/constants';
import { notices } from '../../../contract/messages';
import { runStatusAction, type StatusAction } from '../../api/attraction-submissions';
import { useAlerts } from '../../providers/alerts';
import { saveFailureMessage } from './page-frame';

/**
 * The admin bar's actions with SPEC §8's messages: one at a time (busy), the success message,
 * SPEC §9's short wait, then the after-action (reload or navigate).
 */
export function useStatusActions(
  attraction: Attraction,
  token: string,
  hasUnsavedChanges: boolean,
  onReload: () => Promise<unknown>,
) {
  const { showAlert } = useAlerts();
  const [busy, setBusy] = useState(false);

  const run = async (action: StatusAction, message: string, after: () => unknown) => {
    setBusy(true);
    try {
      await runStatusAction(action, attraction.id, token);
      showAlert({ severity: 'success', message });
      await new Promise((resolve) => setTimeout(resolve, SUCCESS_ACTION_DELAY_MS));
      await after();
    } catch (error) {
      showAlert({ severity: 'error', message: saveFailureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const loadGooglePlace = () => {
    // SPEC §5: needs a saved Google Place ID and no unsaved changes.
    if (!attraction.metadata.googlePlaceId) {
      showAlert({ severity: 'error', message: notices.googlePlaceIdRequired });
      return;
    }
    if (hasUnsavedChanges) {
      showAlert({ severity: 'warning', message: notices.unsavedChangesBeforeGooglePlace });
      return;
    }
    void run('fetchGoogleData', notices.googlePlacePopulated, onReload);
  };

  return { busy, run, loadGooglePlace };
}
