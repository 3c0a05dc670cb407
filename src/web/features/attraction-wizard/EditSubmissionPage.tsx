import { Alert, Box, Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { listTexts, notices } from '../../../contract/messages.js';
import { SUCCESS_ACTION_DELAY_MS } from '../../../contract/constants.js';
import { PAGE_NAMES } from '../../../contract/page-titles.js';
import { normaliseReferenceNumber } from '../../../contract/submission.js';
import type { Attraction } from '../../../contract/attraction.js';
import { useAlerts } from '../../providers/alerts';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { AdminActionBar } from '../../components/attraction-form/AdminActionBar';
import { isNumericId, resolvePageAccess } from '../../lib/attraction-page-access';
import { useAdminAccess } from '../../providers/admin-session/use-admin-access';
import { PageLoading } from '../../components/PageLoading';
import {
  getManagedAttraction,
  getSubmission,
  runStatusAction,
  saveAttraction,
  updateSubmission,
  type Submission,
} from '../../api/attraction-submissions';
import { AttractionPreview } from './AttractionPreview';
import { AttractionWizard } from './AttractionWizard';
import {
  NotFoundNotice,
  saveFailureMessage,
  WizardPageFrame,
} from '../../components/attraction-form/page-frame';
import { SubmissionSuccess } from './SubmissionSuccess';
import {
  toAttractionInput,
  valuesFromAttraction,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 'This submission has been approved...': SPEC §4 read-only notice (wording ours). */
export function readOnlyNotice(status: Attraction['status']): string {
  const state = status.isRejected ? 'rejected' : 'approved';
  return `This submission has been ${state} and can no longer be changed. Please contact us if something needs correcting.`;
}

/**
 * /attraction/editsubmission/{id} and /retrieveAttraction/{referenceNumber} (SPEC §2, §4): a
 * visitor changes their submission by its reference number while it is unreviewed; an admin
 * reviews one by its id with Apply Changes, Approve, Reject and Undo Reject.
 */
export default function EditSubmissionPage() {
  usePageTitle(PAGE_NAMES.editSubmission);
  const params = useParams();
  const raw = params.submissionId ?? params.referenceNumber ?? '';
  const byId = isNumericId(raw);
  const reference = byId ? '' : normaliseReferenceNumber(raw);
  const location = useLocation();
  const saved = (location.state as { saved?: 'created' | 'updated' } | null)?.saved;
  const { token, checking } = useAdminAccess();
  const { productName } = useSiteConfig();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  // The review wizard's unsaved changes: Load Google Place Data waits for them (SPEC §5).
  const [reviewDirty, setReviewDirty] = useState(false);

  const submissionQuery = useQuery({
    queryKey: ['submission', reference],
    queryFn: ({ signal }) => getSubmission(reference, signal),
    enabled: !byId && reference !== '',
    staleTime: 0,
  });
  const reviewQuery = useQuery({
    queryKey: ['managed-attraction', Number(raw), token],
    queryFn: ({ signal }) => getManagedAttraction(Number(raw), token, signal),
    enabled: byId && !checking && token !== null,
    staleTime: 0,
  });

  const isAdmin = token !== null;
  const options = useMemo<WizardOptions>(
    () =>
      byId
        ? { mode: 'review', isAdmin, savedPrice: reviewQuery.data?.price ?? null }
        : {
            mode: 'editSubmission',
            isAdmin: false,
            savedPrice: submissionQuery.data?.price ?? null,
          },
    [byId, isAdmin, reviewQuery.data, submissionQuery.data],
  );

  if (checking) return <PageLoading text={listTexts.loadingAttraction(productName)} />;

  if (byId && token === null) {
    return (
      <WizardPageFrame title="Review Submission">
        <NotFoundNotice text={notices.submissionNotFound} />
      </WizardPageFrame>
    );
  }

  const query = byId ? reviewQuery : submissionQuery;
  if (reference === '' && !byId) {
    return (
      <WizardPageFrame title="Edit Submission">
        <NotFoundNotice text={notices.submissionNotFound} />
      </WizardPageFrame>
    );
  }
  if (query.isPending) return <PageLoading text={listTexts.loadingAttraction(productName)} />;
  if (query.isError || !query.data) {
    return (
      <WizardPageFrame title="Edit Submission">
        <NotFoundNotice text={notices.submissionNotFound} />
      </WizardPageFrame>
    );
  }
  const attraction = query.data;

  if (!byId && saved) {
    return (
      // The success card's 'Submission Successful!' is the page's heading.
      <WizardPageFrame>
        <SubmissionSuccess submission={attraction as Submission} kind={saved} />
      </WizardPageFrame>
    );
  }

  const reload = async () => {
    await query.refetch();
  };

  if (!byId) {
    const submission = attraction as Submission;
    if (submission.isReadOnly) {
      return (
        <WizardPageFrame title="Your Submission">
          <Alert severity="info" sx={{ mb: 2, mx: { xs: 2, sm: 0 } }}>
            {readOnlyNotice(submission.status)}
          </Alert>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: { xs: 0, sm: 4 } }}>
            <AttractionPreview values={valuesFromAttraction(submission)} />
          </Paper>
        </WizardPageFrame>
      );
    }
    return (
      <WizardPageFrame
        title="Edit Your Submission"
        intro="You can change your submission until our moderators have reviewed it."
      >
        <AttractionWizard
          key={submission.updatedAt}
          options={options}
          initialValues={valuesFromAttraction(submission)}
          saveLabel="Apply Changes"
          onSave={async (values) => {
            try {
              const updated = await updateSubmission(reference, toAttractionInput(values, options));
              queryClient.setQueryData(['submission', reference], updated);
              showAlert({ severity: 'success', message: notices.updated });
              void navigate(`/attraction/editsubmission/${reference}`, {
                state: { saved: 'updated' },
              });
            } catch (error) {
              showAlert({ severity: 'error', message: saveFailureMessage(error) });
            }
          }}
        />
      </WizardPageFrame>
    );
  }

  // Admin review by id.
  const id = attraction.id;
  const adminToken = token!;
  const access = resolvePageAccess(location.pathname, true);
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
            hasUnsavedChanges={reviewDirty}
            onReload={reload}
            reviewInWizard
          />
        </Box>
      ) : null}
      <AttractionWizard
        onDirtyChange={setReviewDirty}
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
            await reload();
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
            await act('approve', notices.approved, () => void navigate(`/attraction/${id}`));
          },
          // SPEC §4: after reject, go to the admin submissions list.
          onReject: () =>
            act('reject', notices.rejected, () => void navigate('/admin/attractionsubmissions')),
          onUndoReject: () => act('undoReject', notices.updated, () => void reload()),
        }}
      />
    </WizardPageFrame>
  );
}
