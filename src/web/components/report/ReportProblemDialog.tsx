import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Attraction } from '../../../contract/attraction';
import { REPORT_DETAILS_MAX, reportMessages, type ReportReceipt } from '../../../contract/report';
import { FormTextField } from '../forms/FormTextField';
import { ReportReasonField } from './ReportReasonField';
import { useReportForm } from './use-report-form';

/** Where the report went and what happens next, in plain words. */
function Receipt({ receipt, onClose }: { receipt: ReportReceipt; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Alert severity="success" sx={{ mb: 2 }}>
          {reportMessages.received}
        </Alert>
        <Typography>Your reference is</Typography>
        <Typography
          sx={{ fontSize: '1.4rem', fontWeight: 700, letterSpacing: '0.04em', my: 0.5 }}
          data-testid="report-reference"
        >
          {receipt.reference}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
          {reportMessages.nextSteps}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}

/** The form itself: the reason, the details, an optional email, and Cancel or Send. */
function ReportForm({
  report,
  onClose,
}: {
  report: ReturnType<typeof useReportForm>;
  onClose: () => void;
}) {
  const { control, submit, failure, mutation } = report;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}>
        <ReportReasonField control={control} />
        <FormTextField
          control={control}
          name="details"
          label="Details"
          required
          multiline
          minRows={3}
          helperText={`What did you find? Up to ${REPORT_DETAILS_MAX} characters.`}
        />
        <FormTextField
          control={control}
          name="email"
          label="Your email (optional)"
          type="email"
          autoComplete="email"
          helperText="Only if you would like a reply."
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </DialogActions>
    </Box>
  );
}

/**
 * The report form: what is wrong, the details, an optional email for a reply. Validated with
 * the contract's rules and messages; sent with the Idempotency-Key drawn when it opened.
 */
export default function ReportProblemDialog({
  open,
  onClose,
  attraction,
}: {
  open: boolean;
  onClose: () => void;
  attraction: Attraction;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const report = useReportForm(attraction.id);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="report-dialog-title"
    >
      <DialogTitle id="report-dialog-title">Report a problem with {attraction.name}</DialogTitle>
      {report.mutation.data ? (
        <Receipt receipt={report.mutation.data} onClose={onClose} />
      ) : (
        <ReportForm report={report} onClose={onClose} />
      )}
    </Dialog>
  );
}
