import { TextField, type TextFieldProps } from '@mui/material';
import { createContext, useContext } from 'react';
import { useFormContext } from 'react-hook-form';
import type { WizardErrors, WizardField, WizardOptions, WizardValues } from './wizard-model';

/** What every step reads besides the form itself: the errors and whether each one may show. */
export interface WizardStepContext {
  errors: WizardErrors;
  /** SPEC §4: a field is dirty once touched, and its error shows only then (a form path). */
  shownError: (path: string) => string | undefined;
  options: WizardOptions;
  readOnly: boolean;
}

export const StepContext = createContext<WizardStepContext | null>(null);

export function useStep(): WizardStepContext {
  const context = useContext(StepContext);
  if (!context) throw new Error('useStep needs a wizard');
  return context;
}

type TextFieldName = {
  [K in WizardField]: WizardValues[K] extends string ? K : never;
}[WizardField];

/** An outlined text field bound to the form, showing its error once dirty. */
export function WizardTextField({
  name,
  helperText,
  ...props
}: { name: TextFieldName } & Omit<TextFieldProps, 'name'>) {
  const { register } = useFormContext<WizardValues>();
  const { shownError, readOnly } = useStep();
  const error = shownError(name);
  const { ref, ...field } = register(name);
  return (
    <TextField
      {...field}
      inputRef={ref}
      fullWidth
      error={error !== undefined}
      helperText={error ?? helperText}
      disabled={readOnly}
      {...props}
    />
  );
}
