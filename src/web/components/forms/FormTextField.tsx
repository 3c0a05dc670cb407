import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * SPEC §5: a field's errors show only once it has been edited: typed in (even if then emptied
 * again), left after a visit, or the form was submitted.
 */
export function shownError(
  fieldState: { error?: { message?: string } | undefined; isTouched: boolean; isDirty: boolean },
  isSubmitted: boolean,
  edited = false,
): string | undefined {
  if (!fieldState.error) return undefined;
  return edited || fieldState.isTouched || fieldState.isDirty || isSubmitted
    ? fieldState.error.message
    : undefined;
}

/** A MUI text field bound to react-hook-form, showing its error by SPEC §5's rule. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  helperText,
  onValueChange,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  onValueChange?: (value: string) => void;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  const [edited, setEdited] = useState(false);
  const error = shownError(fieldState, formState.isSubmitted, edited);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        setEdited(true);
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      error={error !== undefined}
      helperText={error ?? helperText}
      fullWidth
    />
  );
}
