import { Box, Button, Chip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Attraction } from '../../../contract/attraction.js';
import { SUCCESS_ACTION_DELAY_MS } from '../../../contract/constants.js';
import { notices } from '../../../contract/messages.js';
import { useAlerts } from '../../providers/alerts';
import { AdminStrip } from '../attraction-view/AdminStrip';
import { runStatusAction, type StatusAction } from '../../api/attraction-submissions';
import { saveFailureMessage } from './page-frame';
import { actionBarState, type PageAccess } from '../../lib/attraction-page-access';

function statusLabel(status: Attraction['status']): string {
  if (status.isRejected) return 'Rejected';
  if (status.isAwaitingAdminReview) return 'Awaiting review';
  if (status.isLive) return 'Live';
  return status.isApproved ? 'Deactivated' : 'Not live';
}

/**
 * The admin action bar of SPEC §4/§6 (not in create or submit mode): Deactivate, Activate /
 * Reactivate, Reject, Approve, Undo Reject and Load Google Place Data, with SPEC §8's messages
 * and SPEC §4's after-actions. On the review page the wizard's last step carries Approve, Reject
 * and Undo Reject (SPEC §4), so `reviewInWizard` leaves them out of the bar.
 */
export function AdminActionBar({
  attraction,
  access,
  token,
  hasUnsavedChanges,
  onReload,
  links,
  reviewInWizard = false,
}: {
  attraction: Attraction;
  access: PageAccess;
  token: string;
  hasUnsavedChanges: boolean;
  onReload: () => Promise<unknown>;
  /** Shown after the status, e.g. a link to the public page. */
  links?: ReactNode;
  reviewInWizard?: boolean;
}) {
  const full = actionBarState(access, attraction.status);
  const state = reviewInWizard
    ? { ...full, approve: false, reject: false, undoReject: false }
    : full;
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
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

  return (
    <AdminStrip>
      <Chip size="small" label={statusLabel(attraction.status)} />
      {links}
      <Box sx={{ flex: 1 }} />
      {state.deactivate ? (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          disabled={busy}
          onClick={() => void run('deactivate', notices.deactivated, onReload)}
        >
          Deactivate
        </Button>
      ) : null}
      {state.activate ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(
              state.activate === 'Reactivate' ? 'reactivate' : 'activate',
              notices.reactivated,
              onReload,
            )
          }
        >
          {state.activate}
        </Button>
      ) : null}
      {state.reject ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() =>
            void run('reject', notices.rejected, () => navigate('/admin/attractionsubmissions'))
          }
        >
          Reject
        </Button>
      ) : null}
      {state.approve ? (
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() =>
            void run('approve', notices.approved, () => navigate(`/attraction/${attraction.id}`))
          }
        >
          Approve
        </Button>
      ) : null}
      {state.undoReject ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => void run('undoReject', notices.updated, onReload)}
        >
          Undo Reject
        </Button>
      ) : null}
      {state.loadGooglePlace ? (
        <Button size="small" variant="outlined" disabled={busy} onClick={loadGooglePlace}>
          Load Google Place Data
        </Button>
      ) : null}
    </AdminStrip>
  );
}
