import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { shownError } from '../../../components/forms/FormTextField';

/** A native drop-down bound to react-hook-form (the phone's own picker; keyboard friendly). */
export function FormSelectField<T extends FieldValues, TOut>({
  control,
  name,
  children,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  const error = shownError(fieldState, formState.isSubmitted);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        field.onBlur();
      }}
      onBlur={field.onBlur}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}
