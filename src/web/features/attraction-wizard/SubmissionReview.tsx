import { Alert, Box } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import type { Attraction } from '../../../contract/attraction';
import { SUCCESS_ACTION_DELAY_MS } from '../../../contract/constants';
import { notices } from '../../../contract/messages';
import { runStatusAction, saveAttraction } from '../../api/attraction-submissions';
import { AdminActionBar } from '../../components/attraction-form/AdminActionBar';
import { saveFailureMessage, WizardPageFrame } from '../../components/attraction-form/page-frame';
import {
  toAttractionInput,
  valuesFromAttraction,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';
import { resolvePageAccess } from '../../lib/attraction-page-access';
import { useAlerts } from '../../providers/alerts';
import { AttractionWizard } from './AttractionWizard';
import { pageHref } from '../../../contract/page-routes';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An admin's review of a submission by its id (SPEC §4): the admin bar, and the wizard with Apply
 * Changes, and Approve, Reject and Undo Reject on its last step.
 */
export function SubmissionReview({
  attraction,
  token,
  options,
  dirty,
  onDirtyChange,
  onReload,
}: {
  attraction: Attraction;
  token: string;
  options: WizardOptions;
  dirty: boolean;
  onDirtyChange: (dirty: boolean) => void;
  onReload: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const id = attraction.id;
  const adminToken = token;
  const access = resolvePageAccess(useLocation().pathname, true);
  const act = async (
    action: 'approve' | 'reject' | 'undoReject',
    message: string,
    after: () => void,
  ) => {
    try {
      await runStatusAction(action, id, adminToken);
      showAlert({ severity: 'success', message });
      await wait(SUCCESS_ACTION_DELAY_MS);
      after();
    } catch (error) {
      showAlert({ severity: 'error', message: saveFailureMessage(error) });
    }
  };

  return (
    <WizardPageFrame title="Review Submission" intro={`Reviewing “${attraction.name}”.`}>
      {access ? (
        <Box sx={{ mb: 2 }}>
          <AdminActionBar
            attraction={attraction}
            access={access}
            token={adminToken}
            hasUnsavedChanges={dirty}
            onReload={onReload}
            reviewInWizard
          />
        </Box>
      ) : null}
      <AttractionWizard
        onDirtyChange={onDirtyChange}
        key={attraction.updatedAt + JSON.stringify(attraction.status)}
        options={options}
        initialValues={valuesFromAttraction(attraction)}
        saveLabel="Apply Changes"
        readOnly={false}
        notice={
          attraction.status.isRejected ||
          (!attraction.status.isAwaitingAdminReview && attraction.status.isApproved) ? (
            <Alert severity="info" sx={{ mb: 2, mx: { xs: 2, sm: 0 } }}>
              {attraction.status.isRejected
                ? 'This submission has been rejected.'
                : 'This submission has been approved.'}
            </Alert>
          ) : null
        }
        onSave={async (values) => {
          try {
            await saveAttraction(id, toAttractionInput(values, options), adminToken);
            showAlert({ severity: 'success', message: notices.updated });
            await onReload();
          } catch (error) {
            showAlert({ severity: 'error', message: saveFailureMessage(error) });
          }
        }}
        review={{
          state: attraction.status,
          onApprove: async (values, dirty) => {
            if (dirty) {
              try {
                await saveAttraction(id, toAttractionInput(values, options), adminToken);
              } catch (error) {
                showAlert({ severity: 'error', message: saveFailureMessage(error) });
                return;
              }
            }
            // SPEC §4: after approve, go to the attraction.
            await act('approve', notices.approved, () => void navigate(pageHref.attraction(id)));
          },
          // SPEC §4: after reject, go to the admin submissions list.
          onReject: () =>
            act('reject', notices.rejected, () => void navigate('/admin/attractionsubmissions')),
          onUndoReject: () => act('undoReject', notices.updated, () => void onReload()),
        }}
      />
    </WizardPageFrame>
  );
}
