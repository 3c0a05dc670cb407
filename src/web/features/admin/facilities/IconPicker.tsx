import { Autocomplete, Box, TextField } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { messages } from '../../../../contract/messages';
import { shownError } from '../../../components/forms/FormTextField';
import { FACILITY_ICONS, iconLabel } from '../../../components/facilities/facility-icons';
import { FacilityIcon } from './FacilityIcon';

interface IconRef {
  prefix: string;
  iconName: string;
}

const OPTIONS: IconRef[] = FACILITY_ICONS.map(({ prefix, iconName }) => ({ prefix, iconName }));

const same = (a: IconRef, b: IconRef) => a.prefix === b.prefix && a.iconName === b.iconName;

/** The facility's icon, searchable by name, each option drawn (SPEC §5: 'A valid icon must be selected.'). */
export function IconPicker<T extends FieldValues & { icon: IconRef }, TOut>({
  control,
  colour,
}: {
  control: Control<T, unknown, TOut>;
  colour: string;
}) {
  const { field, fieldState, formState } = useController({ control, name: 'icon' as Path<T> });
  const value = field.value as IconRef;
  const picked = value.prefix !== '' && value.iconName !== '' ? value : null;
  // Nested issues (icon.prefix, icon.iconName) carry the same message; show one.
  const nested = fieldState.error as
    | { message?: string; prefix?: { message?: string }; iconName?: { message?: string } }
    | undefined;
  const message = nested
    ? (nested.message ?? nested.iconName?.message ?? nested.prefix?.message ?? messages.icon)
    : undefined;
  const error = shownError(
    { ...fieldState, error: message ? { message } : undefined },
    formState.isSubmitted,
  );
  const options = picked && !OPTIONS.some((o) => same(o, picked)) ? [picked, ...OPTIONS] : OPTIONS;

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <FacilityIcon icon={picked} colour={colour} size={56} />
      <Autocomplete
        fullWidth
        options={options}
        value={picked}
        onChange={(_event, next) => {
          field.onChange(next ?? { prefix: '', iconName: '' });
          field.onBlur();
        }}
        isOptionEqualToValue={same}
        getOptionLabel={(option) => iconLabel(option.iconName)}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <Box
              component="li"
              key={key}
              {...rest}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              <FacilityIcon icon={option} colour="#0b5d4b" size={30} />
              {iconLabel(option.iconName)}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Icon"
            required
            inputRef={field.ref}
            onBlur={field.onBlur}
            error={error !== undefined}
            helperText={error ?? 'Type to search, e.g. parking, wheelchair, cafe.'}
          />
        )}
      />
    </Box>
  );
}
