import { Box, ButtonBase, FormHelperText, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { shownError } from '../../../components/forms/FormTextField';

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** The native picker only takes #rrggbb: widen #rgb, and start anything else from black. */
export function toPickerValue(value: string): string {
  if (HEX6.test(value)) return value.toLowerCase();
  const short = HEX3.exec(value);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : '#000000';
}

/**
 * A colour: the browser's colour picker, the value as text (hex, or any CSS colour where the
 * field allows it) and a row of presets. Empty shows `emptyText` (SPEC §5: 'No Colour Selected').
 */
export function ColourField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  required = false,
  emptyText = 'No Colour Selected',
  presets = [],
  helperText,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  emptyText?: string;
  presets?: readonly string[];
  helperText?: string;
}) {
  const { field, fieldState, formState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [edited, setEdited] = useState(false);
  const error = shownError(fieldState, formState.isSubmitted, edited);
  const id = useId();
  const set = (next: string) => {
    field.onChange(next);
    field.onBlur();
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <ColourPickerInput label={label} value={value} onPick={set} />
        <TextField
          id={id}
          label={label}
          required={required}
          name={field.name}
          inputRef={field.ref}
          value={value}
          onChange={(event) => {
            setEdited(true);
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          placeholder="#RRGGBB"
          error={error !== undefined}
          fullWidth
          slotProps={{
            htmlInput: {
              spellCheck: false,
              autoComplete: 'off',
              'aria-describedby': `${id}-status`,
            },
          }}
        />
      </Box>
      <FormHelperText id={`${id}-status`} error={error !== undefined} sx={{ mx: 0, mt: 0.75 }}>
        {error ?? (value === '' ? emptyText : (helperText ?? ' '))}
      </FormHelperText>
      {presets.length > 0 ? (
        <ColourPresets label={label} presets={presets} value={value} onPick={set} />
      ) : null}
    </Box>
  );
}

/** The browser's colour picker, showing a checkerboard while the field is empty. */
function ColourPickerInput({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (colour: string) => void;
}) {
  return (
    <Box
      component="input"
      type="color"
      aria-label={`Pick ${label.toLowerCase()}`}
      value={toPickerValue(value)}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
        onPick(event.target.value.toUpperCase())
      }
      sx={{
        width: 56,
        height: 56,
        p: 0,
        border: '1px solid rgba(0,0,0,0.23)',
        borderRadius: '12px',
        cursor: 'pointer',
        flexShrink: 0,
        bgcolor: 'background.paper',
        background:
          value === ''
            ? 'repeating-conic-gradient(#e5e7eb 0 25%, #ffffff 0 50%) 50% / 12px 12px'
            : undefined,
        '&::-webkit-color-swatch-wrapper': { p: '5px' },
        '&::-webkit-color-swatch': {
          border: 'none',
          borderRadius: '9px',
          opacity: value === '' ? 0 : 1,
          background: value || undefined,
        },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    />
  );
}

/** A row of suggested colours; the one the field holds is pressed. */
function ColourPresets({
  label,
  presets,
  value,
  onPick,
}: {
  label: string;
  presets: readonly string[];
  value: string;
  onPick: (colour: string) => void;
}) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="span" className="visually-hidden">
        Suggested colours for {label.toLowerCase()}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {presets.map((preset) => (
          <Tooltip key={preset} title={preset}>
            <ButtonBase
              aria-label={`Use ${preset} for ${label.toLowerCase()}`}
              aria-pressed={value.toLowerCase() === preset.toLowerCase()}
              onClick={() => onPick(preset)}
              sx={{
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: preset,
                border: '2px solid',
                borderColor:
                  value.toLowerCase() === preset.toLowerCase()
                    ? 'text.primary'
                    : 'rgba(0,0,0,0.12)',
                '&:focus-visible': {
                  outline: '3px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}
