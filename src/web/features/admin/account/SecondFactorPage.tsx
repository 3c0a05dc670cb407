import { Alert, Paper } from '@mui/material';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { ReauthStep } from './ReauthStep';
import { RecoveryCodesStep, ScanStep, StatusStep } from './SecondFactorSteps';
import { useSecondFactorEnrolment } from './use-second-factor-enrolment';

/**
 * /admin/account/second-factor: set up sign-in codes from an authenticator app (decision 029). Scan
 * the QR code (or type the secret), confirm with the code the app shows, then keep the recovery
 * codes, which are shown this once only. Setting up, a new phone and turning it off first ask for
 * the password again, and the current code once it is on (decision 121).
 */
export default function SecondFactorPage() {
  const enrolment = useSecondFactorEnrolment();
  const { step, error } = enrolment;

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
          <StatusStep
            status={enrolment.status}
            canStart={enrolment.canStart}
            onStart={() => enrolment.askAgain('set-up')}
            onRemove={() => enrolment.askAgain('remove')}
          />
        ) : null}

        {step.kind === 'reauth' ? (
          <ReauthStep
            purpose={step.purpose}
            enrolled={Boolean(enrolment.status?.enrolled)}
            password={enrolment.password}
            onPasswordChange={enrolment.setPassword}
            code={enrolment.currentCode}
            onCodeChange={enrolment.setCurrentCode}
            busy={enrolment.busy}
            onSubmit={() => enrolment.submitReauth(step.purpose)}
            onCancel={enrolment.backToStatus}
          />
        ) : null}

        {step.kind === 'scan' ? (
          <ScanStep
            enrolment={step.enrolment}
            code={enrolment.code}
            onCodeChange={enrolment.setCode}
            busy={enrolment.busy}
            onConfirm={enrolment.confirm}
            onCancel={enrolment.backToStatus}
          />
        ) : null}

        {step.kind === 'codes' ? (
          <RecoveryCodesStep recoveryCodes={step.recoveryCodes} onDone={enrolment.backToStatus} />
        ) : null}
      </Paper>
    </>
  );
}
