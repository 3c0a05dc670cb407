import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SecondFactorEnrolment, SecondFactorStatus } from '../../../../contract/second-factor';
import { serverMessage } from '../../../api/admin-client';
import { confirmEnrolment, getSecondFactorStatus, startEnrolment } from '../api/second-factor';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { useAdminClient } from '../../../providers/admin-session/admin-session';

type Step =
  | { kind: 'status' }
  | { kind: 'scan'; enrolment: SecondFactorEnrolment }
  | { kind: 'codes'; recoveryCodes: string[] };

/**
 * /admin/account/second-factor: set up sign-in codes from an authenticator app (issue 15). Scan
 * the QR code (or type the secret), confirm with the code the app shows, then keep the recovery
 * codes, which are shown this once only.
 */
export default function SecondFactorPage() {
  const client = useAdminClient();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!client || step.kind !== 'status') return;
    getSecondFactorStatus(client).then(setStatus, (e: unknown) =>
      setError(serverMessage(e) ?? 'The status could not be loaded. Please try again.'),
    );
  }, [client, step.kind]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(serverMessage(e) ?? 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Two-step sign-in"
        subtitle="A code from an authenticator app on your phone, as well as your password."
      />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: '18px', maxWidth: 640 }}
      >
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
            {error}
          </Alert>
        ) : null}

        {step.kind === 'status' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              {status === null
                ? 'Checking…'
                : status.enrolled
                  ? `Two-step sign-in is on. ${status.recoveryCodesLeft} unused recovery codes left.`
                  : 'Two-step sign-in is off: your password alone signs you in.'}
            </Typography>
            <Box>
              <Button
                variant="contained"
                disabled={!client || busy || status === null}
                onClick={() =>
                  void run(async () => {
                    setCode('');
                    setStep({ kind: 'scan', enrolment: await startEnrolment(client!) });
                  })
                }
              >
                {status?.enrolled ? 'Set up a new phone' : 'Set up two-step sign-in'}
              </Button>
            </Box>
          </Box>
        ) : null}

        {step.kind === 'scan' ? (
          <Box
            component="form"
            aria-label="Confirm two-step sign-in"
            onSubmit={(event) => {
              event.preventDefault();
              void run(async () =>
                setStep({ kind: 'codes', recoveryCodes: await confirmEnrolment(client!, code) }),
              );
            }}
            sx={{ display: 'grid', gap: 2.25 }}
          >
            <Typography>
              1. Scan this QR code with an authenticator app (for example Google Authenticator,
              Microsoft Authenticator or 1Password).
            </Typography>
            <Box
              component="img"
              src={step.enrolment.qrCode}
              alt="QR code to add this account to an authenticator app"
              sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: '8px' }}
            />
            <Typography sx={{ color: 'text.secondary' }}>
              Cannot scan? Type this key into the app instead:{' '}
              <Box component="code" sx={{ fontSize: '0.95rem', wordBreak: 'break-all' }}>
                {step.enrolment.secret}
              </Box>
            </Typography>
            <Typography>2. Enter the 6-digit code the app shows.</Typography>
            <TextField
              label="Code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
              sx={{ maxWidth: 220 }}
            />
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={busy || code.trim().length !== 6}>
                Turn on
              </Button>
              <Button color="inherit" onClick={() => setStep({ kind: 'status' })}>
                Cancel
              </Button>
            </Box>
          </Box>
        ) : null}

        {step.kind === 'codes' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="success">Two-step sign-in is on.</Alert>
            <Typography>
              Keep these recovery codes somewhere safe. Each one signs you in once if you lose your
              phone. They are shown only now.
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
              {step.recoveryCodes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </Box>
            <Box>
              <Button variant="contained" onClick={() => setStep({ kind: 'status' })}>
                I have saved them
              </Button>
            </Box>
          </Box>
        ) : null}
      </Paper>
    </>
  );
}
