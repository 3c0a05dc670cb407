import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { SecondFactorEnrolment, SecondFactorStatus } from '../../../../contract/second-factor';

/** The first step: whether two-step sign-in is on, and the button that starts setting it up. */
export function StatusStep({
  status,
  canStart,
  onStart,
  onRemove,
}: {
  status: SecondFactorStatus | null;
  canStart: boolean;
  onStart: () => void;
  onRemove: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {status === null
          ? 'Checking…'
          : status.enrolled
            ? `Two-step sign-in is on. ${status.recoveryCodesLeft} unused recovery codes left.`
            : 'Two-step sign-in is off: your password alone signs you in.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!canStart} onClick={onStart}>
          {status?.enrolled ? 'Set up a new phone' : 'Set up two-step sign-in'}
        </Button>
        {status?.enrolled ? (
          <Button color="error" disabled={!canStart} onClick={onRemove}>
            Turn off two-step sign-in
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

/** The second step: scan the QR code (or type the key), then confirm with the app's code. */
export function ScanStep({
  enrolment,
  code,
  onCodeChange,
  busy,
  onConfirm,
  onCancel,
}: {
  enrolment: SecondFactorEnrolment;
  code: string;
  onCodeChange: (code: string) => void;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Box
      component="form"
      aria-label="Confirm two-step sign-in"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      sx={{ display: 'grid', gap: 2.25 }}
    >
      <Typography>
        1. Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft
        Authenticator or 1Password).
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt="QR code to add this account to an authenticator app"
        sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: '8px' }}
      />
      <Typography sx={{ color: 'text.secondary' }}>
        Cannot scan? Type this key into the app instead:{' '}
        <Box component="code" sx={{ fontSize: '0.95rem', wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <TextField
        label="Code"
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        required
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
        sx={{ maxWidth: 220 }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || code.trim().length !== 6}>
          Turn on
        </Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}

/** The last step: the recovery codes, shown this once only. */
export function RecoveryCodesStep({
  recoveryCodes,
  onDone,
}: {
  recoveryCodes: string[];
  onDone: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success">Two-step sign-in is on.</Alert>
      <Typography>
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Typography>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' },
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: '10px',
        }}
      >
        {recoveryCodes.map((recoveryCode) => (
          <li key={recoveryCode}>{recoveryCode}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onDone}>
          I have saved them
        </Button>
      </Box>
    </Box>
  );
}
