import { faFileCsv } from '@fortawesome/free-solid-svg-icons';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useAlerts } from '../../../providers/alerts';
import { serverMessage } from '../../../api/admin-client';
import { exportEmailSignups } from '../api/export-email-signups';
import { useEmailSignups } from '../api/get-email-signups';
import { ADMIN_PAGE_SIZE } from '../api/query-keys';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { FaIcon } from '../layout/FaIcon';
import { AdminList } from '../lists/AdminList';
import { ListRow } from '../lists/ListRow';
import { useListParams } from '../lists/use-list-params';
import { useAdminClient } from '../../../providers/admin-session/admin-session';

/** /admin/emailsignups: the mailing list, newest first, and its CSV export. */
export default function EmailSignupsPage() {
  const { page, setPage } = useListParams();
  const query = useEmailSignups(page);
  const client = useAdminClient();
  const { showAlert } = useAlerts();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    if (!client) return;
    setExporting(true);
    try {
      const file = await exportEmailSignups(client);
      // Handed to the browser as a file; the object URL is released once the click is done.
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      showAlert({
        severity: 'error',
        message: serverMessage(error) ?? 'The export could not be made. Please try again.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Email Sign-ups"
        subtitle="Everyone who joined the mailing list, newest first. The CSV holds the whole list."
        actions={
          <Button
            variant="contained"
            onClick={() => void download()}
            disabled={exporting || !client}
            startIcon={
              exporting ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <FaIcon icon={faFileCsv} sx={{ fontSize: 16 }} />
              )
            }
          >
            Export CSV
          </Button>
        }
      />
      <AdminList
        label="Email sign-ups"
        query={query}
        pageSize={ADMIN_PAGE_SIZE}
        onPageChange={setPage}
        itemKey={(signup) => `${signup.email}-${signup.signedUpAt}`}
        renderItem={(signup) => (
          <ListRow title={signup.email} meta={`Signed up ${formatMoment(signup.signedUpAt)}`} />
        )}
      />
    </>
  );
}
