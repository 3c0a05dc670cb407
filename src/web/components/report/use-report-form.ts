import { useMutation } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  ReportInputSchema,
  type ReportFormValues,
  type ReportInput,
} from '../../../contract/report';
import { contractResolver } from '../forms/form-resolver';
import { applyServerErrors } from '../forms/server-errors';
import { newIdempotencyKey, sendReport } from '../../api/send-report';

/** The report form's fields as typed, before the contract's schema judges them. */
export type ReportValues = { attractionId: number; reason: string; details: string; email: string };

/**
 * The report form's state and its sending: validated with the contract's rules and messages, sent
 * with the Idempotency-Key drawn when the dialog opened, so a retry cannot file it twice. The
 * server's field errors land on their fields; anything else becomes `failure`.
 */
export function useReportForm(attractionId: number) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ReportValues, unknown, ReportInput>({
    resolver: contractResolver<ReportValues, ReportInput>(ReportInputSchema),
    defaultValues: { attractionId, reason: '', details: '', email: '' },
  });
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

  const submit = (event: BaseSyntheticEvent) =>
    void handleSubmit((values) => {
      setFailure(null);
      mutation.mutate(values);
    })(event);

  return { control, submit, failure, mutation };
}
