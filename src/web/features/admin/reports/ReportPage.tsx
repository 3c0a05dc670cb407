import { Alert, Box, Button, Chip, Paper, Skeleton, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { REPORT_REASON_LABELS, type Report } from '../../../../contract/report';
import { useAlerts } from '../../../providers/alerts';
import { serverFieldErrors, serverMessage } from '../../../api/admin-client';
import { useAdminAttraction } from '../api/get-admin-attraction';
import { closeReport, useReport } from '../api/trust';
import { formatMoment } from '../dates';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { AttractionActions } from './AttractionActions';
import { STATUS_LABELS } from './ReportsListPage';

/** Resolve with a note (required) or dismiss (the note optional). */
function CloseReportForm({ report }: { report: Report }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [note, setNote] = useState('');
  const mutation = useMutation({
    mutationFn: (action: 'resolve' | 'dismiss') => closeReport(client!, report.id, action, note),
    onSuccess: async (closed) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
      showAlert({
        severity: 'success',
        message: `Report ${closed.reference} is ${closed.status}.`,
      });
    },
  });
  const noteError = mutation.error ? serverFieldErrors(mutation.error).note?.[0] : undefined;
  const otherError = mutation.error && !noteError ? serverMessage(mutation.error) : null;
  return (
    <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5 }}>
      <TextField
        label="Note (what was done, or why it is dismissed)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        error={noteError !== undefined}
        helperText={noteError ?? 'Required to resolve; optional to dismiss.'}
      />
      {otherError ? <Alert severity="error">{otherError}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate('resolve')}
        >
          Resolve
        </Button>
        <Button
          variant="outlined"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate('dismiss')}
        >
          Dismiss
        </Button>
      </Box>
    </Box>
  );
}

function ReportDetails({ report }: { report: Report }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-claim" sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography
          id="report-claim"
          component="h2"
          variant="h3"
          sx={{ fontSize: '1.3rem', flex: 1 }}
        >
          {REPORT_REASON_LABELS[report.reason]}
        </Typography>
        <Chip size="small" label={STATUS_LABELS[report.status]} data-testid="report-status" />
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mt: 0.5 }}>
        {report.reference} · Reported {formatMoment(report.createdAt)}
      </Typography>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{report.details}</Typography>
      <Typography sx={{ mt: 2, fontSize: '0.9rem' }}>
        {report.email ? `Reply to: ${report.email}` : 'No email left for a reply.'}
      </Typography>
      {report.status === 'open' ? (
        <CloseReportForm report={report} />
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {STATUS_LABELS[report.status]} by {report.closedBy}
          {report.closedAt ? ` on ${formatMoment(report.closedAt)}` : ''}
          {report.resolutionNote ? `: ${report.resolutionNote}` : '.'}
        </Alert>
      )}
    </Paper>
  );
}

/** /admin/reports/view/{id}: the claim beside the attraction it is about, with every action. */
export default function ReportPage() {
  const raw = useParams().reportId ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const report = useReport(id);
  const attraction = useAdminAttraction(report.data?.attraction.id ?? null);

  return (
    <>
      <AdminPageHeader
        title={report.data ? `Report ${report.data.reference}` : 'Report'}
        pageTitle="Admin Report"
        subtitle="Check the claim against the attraction, act on it, then resolve or dismiss the report."
      />
      {report.isError || id === null ? (
        <Alert severity="error">
          {serverMessage(report.error) ?? 'No matching Report could be found.'}
        </Alert>
      ) : !report.data ? (
        <Skeleton variant="rounded" height={220} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <ReportDetails report={report.data} />
          {attraction.data ? (
            <AttractionActions attraction={attraction.data} />
          ) : (
            <Skeleton variant="rounded" height={220} />
          )}
        </Box>
      )}
    </>
  );
}
