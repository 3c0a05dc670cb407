import { TextField, type TextFieldProps } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';

/**
 * A text field bound to any path of the attraction form ('openingHours.seasons.0.from'), showing
 * the contract's message for that path once the field is touched or changed.
 */
export function FormPathField({
  path,
  helperText,
  emptyAsNull = false,
  ...props
}: { path: string; emptyAsNull?: boolean } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { control } = useFormContext<WizardValues>();
  const { shownError, readOnly } = useStep();
  const { field } = useController({ control, name: path as never });
  const error = shownError(path);
  const value = field.value as string | null;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={value ?? ''}
      onChange={(event) =>
        field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)
      }
      onBlur={field.onBlur}
      error={error !== undefined}
      helperText={error ?? helperText}
      disabled={readOnly || props.disabled}
      fullWidth
      sx={{ minWidth: 0, ...props.sx }}
    />
  );
}
