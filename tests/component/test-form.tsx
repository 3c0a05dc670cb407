import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../src/web/components/forms/form-resolver';

/**
 * A form around the field under test, judged by a contract schema on every change (as the admin
 * forms are), with a Save button; what a save would send shows in an output named 'Saved'.
 */
export function TestForm<T extends FieldValues>({
  schema,
  defaultValues,
  children,
}: {
  schema: z.ZodType;
  defaultValues: T;
  children: (control: Control<T, unknown, unknown>) => ReactNode;
}) {
  const { control, handleSubmit } = useForm<T, unknown, unknown>({
    resolver: contractResolver<T, unknown>(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'all',
  });
  const [saved, setSaved] = useState<unknown>(null);
  return (
    <form noValidate onSubmit={handleSubmit((values) => setSaved(values))}>
      {children(control)}
      <button type="submit">Save</button>
      {saved === null ? null : <output aria-label="Saved">{JSON.stringify(saved)}</output>}
    </form>
  );
}

/** What the last successful Save sent. */
export async function savedValues(): Promise<unknown> {
  const output = await screen.findByRole('status', { name: 'Saved' });
  return JSON.parse(output.textContent ?? 'null') as unknown;
}
