import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/forms/FormTextField';

/**
 * SPEC §5: a slug name is derived from the display name on create and read-only on edit. Either
 * way the admin never types it; it is shown so they know the URL name it will have.
 */
export function SlugField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  isCreate,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  isCreate: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={
        isCreate
          ? 'Made from the display name: lowercase letters and digits only.'
          : 'Fixed once created: links and filters use it.'
      }
      slotProps={{
        htmlInput: { readOnly: true, 'aria-readonly': true },
        input: {
          sx: {
            bgcolor: 'rgba(0,0,0,0.035)',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          },
        },
      }}
    />
  );
}
