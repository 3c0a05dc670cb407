import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { notices } from '../../../contract/messages';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useAlerts } from '../../providers/alerts';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { createSubmission } from '../../api/attraction-submissions';
import { newIdempotencyKey } from './idempotency-key';
import { AttractionWizard } from './AttractionWizard';
import { saveFailureMessage, WizardPageFrame } from '../../components/attraction-form/page-frame';
import {
  emptyWizardValues,
  toAttractionInput,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';
import { pageHref } from '../../../contract/page-routes';

/** /attraction/submit: anyone may suggest an attraction (SPEC §2, §6). */
export default function SubmitAttractionPage() {
  usePageTitle(PAGE_NAMES.submit);
  const { productName } = useSiteConfig();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const queryClient = useQueryClient();
  const options = useMemo<WizardOptions>(() => ({ mode: 'submit', isAdmin: false }), []);
  const initial = useMemo(() => emptyWizardValues(), []);
  const idempotencyKey = useMemo(() => newIdempotencyKey(), []);

  return (
    <WizardPageFrame
      title="Submit an Attraction"
      intro={`Know a great day out that is missing from ${productName}? Tell us about it: our moderators review every suggestion before it is listed.`}
    >
      <AttractionWizard
        options={options}
        initialValues={initial}
        saveLabel="Save Attraction"
        onSave={async (values) => {
          try {
            const submission = await createSubmission(
              toAttractionInput(values, options),
              idempotencyKey,
            );
            queryClient.setQueryData(['submission', submission.referenceNumber], submission);
            showAlert({ severity: 'success', message: notices.created });
            // SPEC §4: after a submit, the edit-submission page of the new submission.
            void navigate(pageHref.editSubmission(submission.referenceNumber), {
              state: { saved: 'created' },
            });
          } catch (error) {
            showAlert({ severity: 'error', message: saveFailureMessage(error) });
          }
        }}
      />
    </WizardPageFrame>
  );
}
