import { Alert, Button } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notices } from '../../../contract/messages';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useAlerts } from '../../providers/alerts';
import { usePageTitle } from '../../providers/use-page-title';
import { useAdminAccess } from '../../providers/admin-session/use-admin-access';
import { PageLoading } from '../../components/PageLoading';
import { createAttraction } from '../../api/attraction-submissions';
import { AttractionWizard } from './AttractionWizard';
import { saveFailureMessage, WizardPageFrame } from '../../components/attraction-form/page-frame';
import {
  emptyWizardValues,
  toAttractionInput,
  type WizardOptions,
} from '../../components/attraction-form/wizard-model';
import { PAGE_PATTERNS, pageHref } from '../../../contract/page-routes';

/** /attraction/create: admins add an attraction directly (SPEC §2, §6). */
export default function CreateAttractionPage() {
  usePageTitle(PAGE_NAMES.create);
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const { token, checking } = useAdminAccess();
  const options = useMemo<WizardOptions>(() => ({ mode: 'create', isAdmin: true }), []);
  const initial = useMemo(() => emptyWizardValues(), []);

  if (checking) return <PageLoading />;
  return (
    <WizardPageFrame title="Create an Attraction">
      {token === null ? (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={PAGE_PATTERNS.admin} color="inherit">
              Log in
            </Button>
          }
          sx={{ mx: { xs: 2, sm: 0 } }}
        >
          Only admins can create attractions. Please log in first.
        </Alert>
      ) : (
        <AttractionWizard
          options={options}
          initialValues={initial}
          saveLabel="Save Attraction"
          onSave={async (values) => {
            try {
              const created = await createAttraction(toAttractionInput(values, options), token);
              showAlert({ severity: 'success', message: notices.created });
              // SPEC §4: after create, go to the new attraction (managed: it is not live yet).
              void navigate(pageHref.edit(created.id));
            } catch (error) {
              showAlert({ severity: 'error', message: saveFailureMessage(error) });
            }
          }}
        />
      )}
    </WizardPageFrame>
  );
}
