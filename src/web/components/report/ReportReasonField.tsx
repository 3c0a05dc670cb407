import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportInput } from '../../../contract/report';
import { shownError } from '../forms/FormTextField';
import type { ReportValues } from './use-report-form';

/**
 * "What is wrong?": one radio per reason, required. The first radio takes the field's ref, so a
 * send without a reason focuses the group.
 */
export function ReportReasonField({
  control,
}: {
  control: Control<ReportValues, unknown, ReportInput>;
}) {
  const reason = useController({ control, name: 'reason' });
  const reasonError = shownError(reason.fieldState, reason.formState.isSubmitted);
  return (
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
  );
}
