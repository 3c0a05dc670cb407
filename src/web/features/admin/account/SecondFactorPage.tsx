import { Alert, Paper } from '@mui/material';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { RecoveryCodesStep, ScanStep, StatusStep } from './SecondFactorSteps';
import { useSecondFactorEnrolment } from './use-second-factor-enrolment';

/**
 * /admin/account/second-factor: set up sign-in codes from an authenticator app (issue 15). Scan
 * the QR code (or type the secret), confirm with the code the app shows, then keep the recovery
 * codes, which are shown this once only.
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
            onStart={enrolment.start}
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
