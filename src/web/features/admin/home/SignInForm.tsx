import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { usePageTitle } from '../../../providers/use-page-title';
import { useSiteConfig } from '../../../providers/site-config-context';
import { FormTextField } from '../../../components/forms/FormTextField';
import {
  useAdminSession,
  type SignedOutReason,
} from '../../../providers/admin-session/admin-session';
import { PasswordField } from './PasswordField';
import { SecondFactorCodeField } from './SecondFactorCodeField';
import { useSignIn, type SignInFailure } from './use-sign-in';

const REASONS: Record<Exclude<SignedOutReason, null>, string> = {
  expired: 'Your admin session has expired. Please log in again.',
  unauthorised: 'Your admin session is no longer valid. Please log in again.',
};

/** SPEC §2/§4 admin login: failure shows 'unauthorised'; success stores the token and reloads. */
export function SignInForm() {
  usePageTitle('Admin Login');
  const { productName } = useSiteConfig();
  const { control, formState, onSubmit, failure, codeNeeded } = useSignIn();

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, md: 4 } }}>
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: '18px' }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          Admin Login
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          Sign in to manage the {productName} catalogue and review submissions.
        </Typography>
        <SignInNotices failure={failure} />
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Admin login"
          sx={{ display: 'grid', gap: 2.25 }}
        >
          <FormTextField
            control={control}
            name="username"
            label="Username"
            autoComplete="username"
            required
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <PasswordField control={control} />
          {codeNeeded ? <SecondFactorCodeField control={control} /> : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formState.isSubmitting}
            startIcon={
              formState.isSubmitting ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : null
            }
            sx={{ mt: 0.5, py: 1.25 }}
          >
            Log In
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** Why the admin was signed out (until a sign-in fails), or why the last sign-in failed. */
function SignInNotices({ failure }: { failure: SignInFailure | null }) {
  const { signedOutReason } = useAdminSession();
  return (
    <>
      {signedOutReason && !failure ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {REASONS[signedOutReason]}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 2.5 }} role="alert">
          {failure.kind === 'unauthorised' ? <AlertTitle>Unauthorised</AlertTitle> : null}
          {failure.message}
        </Alert>
      ) : null}
    </>
  );
}
