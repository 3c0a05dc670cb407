import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthenticateInputSchema, type AuthenticateInput } from '../../../../contract/auth';
import { ApiError } from '../../../api/http';
import { usePageTitle } from '../../../providers/use-page-title';
import { useSiteConfig } from '../../../providers/site-config-context';
import { authenticate } from '../api/authenticate';
import { serverMessage } from '../../../api/admin-client';
import { contractResolver } from '../../../components/forms/form-resolver';
import { FormTextField } from '../../../components/forms/FormTextField';
import {
  useAdminSession,
  type SignedOutReason,
} from '../../../providers/admin-session/admin-session';
import { needsSecondFactor, SecondFactorCodeField } from './SecondFactorCodeField';

const REASONS: Record<Exclude<SignedOutReason, null>, string> = {
  expired: 'Your admin session has expired. Please log in again.',
  unauthorised: 'Your admin session is no longer valid. Please log in again.',
};

type Failure = { kind: 'unauthorised'; message: string } | { kind: 'other'; message: string };

/** SPEC §2/§4 admin login: failure shows 'unauthorised'; success stores the token and reloads. */
export function SignInForm() {
  usePageTitle('Admin Login');
  const { productName } = useSiteConfig();
  const { signIn, signedOutReason } = useAdminSession();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Set once the server says this account has a second factor (issue 15): the code field shows.
  const [codeNeeded, setCodeNeeded] = useState(false);
  const { control, handleSubmit, formState } = useForm<
    AuthenticateInput,
    unknown,
    AuthenticateInput
  >({
    resolver: contractResolver<AuthenticateInput, AuthenticateInput>(AuthenticateInputSchema),
    mode: 'all',
    defaultValues: { username: '', password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      signIn(await authenticate({ ...values, code: values.code || undefined }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (needsSecondFactor(error) && !values.code) {
          setCodeNeeded(true);
          return;
        }
        setFailure({
          kind: 'unauthorised',
          message: serverMessage(error) ?? 'The username or password is incorrect.',
        });
      } else {
        setFailure({
          kind: 'other',
          message:
            serverMessage(error) ?? 'Logging in is not possible right now. Please try again.',
        });
      }
    }
  });

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
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={showPassword ? 'Hide password' : 'Show password'}
                      aria-pressed={showPassword}
                      edge="end"
                      size="small"
                      sx={{ fontSize: '0.8rem', fontWeight: 700, borderRadius: '8px', px: 1 }}
                    >
                      {showPassword ? 'Hide' : 'Show'}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
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
