import { usePageQuery } from '../../api/page-query';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { listTexts, notices } from '../../../contract/messages';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { normaliseReferenceNumber } from '../../../contract/submission';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { isNumericId } from '../../lib/attraction-page-access';
import { useAdminAccess } from '../../providers/admin-session/use-admin-access';
import { PageLoading } from '../../components/PageLoading';
import {
  getManagedAttraction,
  getSubmission,
  type Submission,
} from '../../api/attraction-submissions';
import { NotFoundNotice, WizardPageFrame } from '../../components/attraction-form/page-frame';
import { SubmissionReview } from './SubmissionReview';
import { VisitorSubmissionEdit } from './VisitorSubmissionEdit';
import { SubmissionSuccess } from './SubmissionSuccess';
import type { WizardOptions } from '../../components/attraction-form/wizard-model';

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
  // The review wizard's unsaved changes: Load Google Place Data waits for them (SPEC §5).
  const [reviewDirty, setReviewDirty] = useState(false);

  const submissionQuery = usePageQuery({
    queryKey: ['submission', reference],
    queryFn: ({ signal }) => getSubmission(reference, signal),
    enabled: !byId && reference !== '',
    staleTime: 0,
  });
  const reviewQuery = usePageQuery({
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
    return (
      <VisitorSubmissionEdit
        submission={attraction as Submission}
        reference={reference}
        options={options}
      />
    );
  }
  return (
    <SubmissionReview
      attraction={attraction}
      token={token!}
      options={options}
      onDirtyChange={setReviewDirty}
      dirty={reviewDirty}
      onReload={reload}
    />
  );
}
