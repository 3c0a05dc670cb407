import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '../layout/AdminPageHeader';

/** A delete page: what will go, SPEC's warning, and the two choices. */
export function DeleteConfirmation({
  title,
  pageTitle,
  summary,
  warning,
  confirmLabel,
  cancelTo,
  deleting,
  failure,
  onConfirm,
}: {
  title: string;
  pageTitle: string;
  summary: ReactNode;
  warning: string;
  confirmLabel: string;
  cancelTo: string;
  deleting: boolean;
  failure: string | null;
  onConfirm: () => void;
}) {
  return (
    <>
      <AdminPageHeader title={title} pageTitle={pageTitle} />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.25, sm: 3 }, borderRadius: '18px', maxWidth: 720 }}
      >
        <Box sx={{ mb: 2.5 }}>{summary}</Box>
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          <AlertTitle>This cannot be undone</AlertTitle>
          {warning}
        </Alert>
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {failure}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="error"
            size="large"
            onClick={onConfirm}
            disabled={deleting}
            startIcon={deleting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {confirmLabel}
          </Button>
          <Button component={RouterLink} to={cancelTo} size="large" color="inherit">
            Cancel
          </Button>
        </Box>
      </Paper>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '0.85rem' }}>
        Deleting is recorded in the audit trail with your username.
      </Typography>
    </>
  );
}
