import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/admin-client';
import { AdminPageHeader } from '../layout/AdminPageHeader';

/** An edit or delete page whose item could not be read (a wrong name, or the server failed). */
export function LoadFailure({
  title,
  error,
  notFoundText,
  backTo,
  backLabel,
}: {
  title: string;
  error: unknown;
  notFoundText: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <>
      <AdminPageHeader title={title} />
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={backTo} color="inherit" size="small">
            {backLabel}
          </Button>
        }
      >
        {serverMessage(error) ?? notFoundText}
      </Alert>
    </>
  );
}
