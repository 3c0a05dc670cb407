import { Box, Button, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { notices } from '../../../contract/messages';
import { AdminStrip } from '../attraction-view/AdminStrip';
import type { StatusAction } from '../../api/attraction-submissions';
import { useStatusActions } from './use-status-actions';
import { actionBarState, type PageAccess } from '../../lib/attraction-page-access';
import { pageHref } from '../../../contract/page-routes';

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
  const navigate = useNavigate();
  const actions = useStatusActions(attraction, token, hasUnsavedChanges, onReload);
  const { busy } = actions;

  const act =
    (action: StatusAction, message: string, after: () => unknown = onReload) =>
    () =>
      void actions.run(action, message, after);

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
          onClick={act('deactivate', notices.deactivated)}
        >
          Deactivate
        </Button>
      ) : null}
      {state.activate ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={act(
            state.activate === 'Reactivate' ? 'reactivate' : 'activate',
            notices.reactivated,
          )}
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
          onClick={act('reject', notices.rejected, () => navigate('/admin/attractionsubmissions'))}
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
          onClick={act('approve', notices.approved, () =>
            navigate(pageHref.attraction(attraction.id)),
          )}
        >
          Approve
        </Button>
      ) : null}
      {state.undoReject ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={act('undoReject', notices.updated)}
        >
          Undo Reject
        </Button>
      ) : null}
      {state.loadGooglePlace ? (
        <Button size="small" variant="outlined" disabled={busy} onClick={actions.loadGooglePlace}>
          Load Google Place Data
        </Button>
      ) : null}
    </AdminStrip>
  );
}
