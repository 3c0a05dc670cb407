import { TextField } from '@mui/material';

/** The link to share, read-only and selected on focus, for when the share sheet is not there. */
export function ShareLinkField({ label, link }: { label: string; link: string }) {
  return (
    <TextField
      label={label}
      value={link}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { readOnly: true } }}
      onFocus={(event) => event.target.select()}
      sx={{ mt: 1.5, bgcolor: 'background.paper' }}
    />
  );
}
