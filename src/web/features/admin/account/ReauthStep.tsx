import { Box, Button, TextField, Typography } from '@mui/material';
import type { ReauthPurpose } from './use-second-factor-enrolment';

/**
 * Before a set-up or a removal: the password again, and the current code (or a recovery code)
 * once two-step sign-in is on (decision 121), so a session left open cannot change how the account
 * signs in.
 */
export function ReauthStep({
  purpose,
  enrolled,
  password,
  onPasswordChange,
  code,
  onCodeChange,
  busy,
  onSubmit,
  onCancel,
}: {
  purpose: ReauthPurpose;
  enrolled: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const ready = password !== '' && (!enrolled || code.trim() !== '');
  return (
    <Box
      component="form"
      aria-label="Confirm it is you"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gap: 2.25 }}
    >
      <Typography>
        {enrolled
          ? 'To change two-step sign-in, enter your password and a code from your current authenticator app (or a recovery code).'
          : 'To set up two-step sign-in, enter your password.'}
      </Typography>
      <TextField
        label="Password"
        type="password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        required
        autoComplete="current-password"
        sx={{ maxWidth: 360 }}
      />
      {enrolled ? (
        <TextField
          label="Current code or recovery code"
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          required
          autoComplete="one-time-code"
          sx={{ maxWidth: 360 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color={purpose === 'remove' ? 'error' : 'primary'}
          disabled={busy || !ready}
        >
          {purpose === 'remove' ? 'Turn off' : 'Continue'}
        </Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
