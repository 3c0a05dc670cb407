import { FormControlLabel, Switch } from '@mui/material';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

/** An on/off field bound to react-hook-form, labelled by what "on" means. */
export function FormSwitchField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
      label={label}
    />
  );
}
