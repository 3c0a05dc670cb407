import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The id of a setting's hint, which its control names as its description. */
export const hintId = (id: string) => `setting-${id}-hint`;
/** A switch's props that make its hint its accessible description. */
const describedBy = (id: string) => ({ input: { 'aria-describedby': hintId(id) } });

/** One setting and its hint; a control names the hint (`hintId`) as its description. */
export function Setting({
  id,
  hint,
  control,
}: {
  id?: string;
  hint: ReactNode;
  control: ReactNode;
}) {
  return (
    <Box sx={{ py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}>
      {control}
      <Typography
        id={id ? hintId(id) : undefined}
        variant="body2"
        sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}
      >
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * A setting that is one labelled switch. With an `id`, the hint is the switch's description;
 * without `onChange` the switch only shows a state (the toggles configuration keeps disabled).
 */
export function SwitchSetting({
  id,
  hint,
  label,
  checked,
  disabled,
  onChange,
}: {
  id?: string;
  hint: ReactNode;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  return (
    <Setting
      id={id}
      hint={hint}
      control={
        <FormControlLabel
          control={
            <Switch
              slotProps={id ? describedBy(id) : undefined}
              checked={checked}
              disabled={disabled}
              onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
            />
          }
          label={label}
        />
      }
    />
  );
}
