import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Attraction } from '../../../contract/attraction';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportInputSchema,
  reportMessages,
  type ReportFormValues,
  type ReportInput,
  type ReportReceipt,
} from '../../../contract/report';
import { contractResolver } from '../forms/form-resolver';
import { FormTextField, shownError } from '../forms/FormTextField';
import { applyServerErrors } from '../forms/server-errors';
import { newIdempotencyKey, sendReport } from '../../api/send-report';

type Values = { attractionId: number; reason: string; details: string; email: string };

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
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, ReportInput>({
    resolver: contractResolver<Values, ReportInput>(ReportInputSchema),
    defaultValues: { attractionId: attraction.id, reason: '', details: '', email: '' },
  });
  const reason = useController({ control, name: 'reason' });
  const reasonError = shownError(reason.fieldState, formState.isSubmitted);
  const mutation = useMutation({
    mutationFn: (values: ReportInput) => sendReport(values as ReportFormValues, idempotencyKey),
    onError: (error) =>
      setFailure(
        applyServerErrors(
          error,
          setError,
          ['reason', 'details', 'email'],
          'Your report could not be sent. Please try again.',
        ),
      ),
  });

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
      {mutation.data ? (
        <Receipt receipt={mutation.data} onClose={onClose} />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) => {
              setFailure(null);
              mutation.mutate(values);
            })(event)
          }
        >
          <DialogContent sx={{ display: 'grid', gap: 2.5, pt: 0.5 }}>
            <FormControl error={reasonError !== undefined} required>
              <FormLabel id="report-reason-label">What is wrong?</FormLabel>
              <RadioGroup
                aria-labelledby="report-reason-label"
                name={reason.field.name}
                value={reason.field.value}
                onChange={(event) => reason.field.onChange(event.target.value)}
              >
                {REPORT_REASONS.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={
                      <Radio
                        slotProps={{
                          input: value === REPORT_REASONS[0] ? { ref: reason.field.ref } : {},
                        }}
                      />
                    }
                    label={REPORT_REASON_LABELS[value]}
                  />
                ))}
              </RadioGroup>
              {reasonError ? <FormHelperText>{reasonError}</FormHelperText> : null}
            </FormControl>
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
      )}
    </Dialog>
  );
}
