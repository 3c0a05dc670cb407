import { Alert, Paper } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notices } from '../../../contract/messages';
import { updateSubmission, type Submission } from '../../api/attraction-submissions';
import { saveFailureMessage, WizardPageFrame } from '../../components/attraction-form/page-frame';
import {
  toAttractionInput,
  valuesFromAttraction,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';
import { useAlerts } from '../../providers/alerts';
import { AttractionPreview } from './AttractionPreview';
import { AttractionWizard } from './AttractionWizard';
import { readOnlyNotice } from './read-only-notice';
import { pageHref } from '../../../contract/page-routes';

/**
 * A visitor's own submission by its reference number (SPEC §4): the wizard while it is
 * unreviewed, a read-only preview with a notice once it is approved or rejected.
 */
export function VisitorSubmissionEdit({
  submission,
  reference,
  options,
}: {
  submission: Submission;
  reference: string;
  options: WizardOptions;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
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
            void navigate(pageHref.editSubmission(reference), {
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
