import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { regexes } from 'zod';
import { EMAIL_SIGNUP_STORAGE_KEY } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/http';
import { useEmailSignUp } from '../../api/sign-up-for-emails';
import { useBrowserServices } from '../../providers/browser-services';
import { useSiteConfig } from '../../providers/site-config-context';
import { MailIcon } from '../../components/icons';
import { fieldSx, labelSx } from '../../components/field-styles';

const noSubscription = () => () => undefined;

/** The contract's email rule (SPEC §5 'Please enter a valid Email Address.'). */
function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return messages.required;
  return regexes.email.test(email) ? null : messages.email;
}

/** The server's field message for a refused address, if it sent one. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { fieldErrors?: Record<string, string[]> } | null;
  return body?.fieldErrors?.email?.[0] ?? null;
}

/**
 * The mailing-list banner (SPEC §2 Home). Sign-up is remembered in local storage under
 * 'email-signup-complete', after which the banner just says thank you. Storage is read through
 * useSyncExternalStore, so a server render shows the form and the browser corrects it.
 */
export function EmailSignupBanner() {
  const { productName } = useSiteConfig();
  const services = useBrowserServices();
  const storedDone = useSyncExternalStore(
    noSubscription,
    () => services.localStorage?.getItem(EMAIL_SIGNUP_STORAGE_KEY) === 'true',
    () => false,
  );
  const [justDone, setJustDone] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signUp = useEmailSignUp();
  const done = storedDone || justDone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    try {
      await signUp.mutateAsync(email.trim());
      services.localStorage?.setItem(EMAIL_SIGNUP_STORAGE_KEY, 'true');
      setJustDone(true);
    } catch (failure) {
      setError(
        serverMessage(failure) ?? 'Sorry, we could not sign you up just now. Please try again.',
      );
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="email-signup-title"
      sx={{
        my: { xs: 2, md: 3 },
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: { xs: 2, md: 5 },
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <MailIcon
        aria-hidden
        sx={{
          position: 'absolute',
          right: -20,
          top: -24,
          fontSize: 180,
          color: 'rgba(0,0,0,0.06)',
        }}
      />
      <Box sx={{ flex: 1, position: 'relative' }}>
        <Typography
          id="email-signup-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.35rem', md: '1.7rem' } }}
        >
          {done ? "You're on the list!" : `Get the best ${productName}s in your inbox`}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 520 }}>
          {done
            ? `Thanks for signing up. Look out for fresh ideas for great days out from ${productName}.`
            : 'Fresh ideas for great days out, once a month. No spam, unsubscribe any time.'}
        </Typography>
      </Box>
      {done ? null : (
        <Stack
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{
            flex: 1,
            position: 'relative',
            alignItems: { sm: 'flex-end' },
          }}
        >
          <Box sx={{ flex: 1, width: '100%' }}>
            <Box component="label" htmlFor="email-signup-address" sx={labelSx}>
              Email address
            </Box>
            <Box
              component="input"
              id="email-signup-address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error !== null}
              aria-describedby="email-signup-error"
              sx={fieldSx}
            />
            <Box
              id="email-signup-error"
              role="alert"
              sx={{
                minHeight: '1.5em',
                mt: 0.5,
                fontSize: '0.9rem',
                fontWeight: 600,
                color: '#7a1010',
              }}
            >
              {error}
            </Box>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={signUp.isPending}
            sx={{
              height: 52,
              px: 4,
              mb: { sm: '1.75em' },
              bgcolor: '#1d1d1f',
              '&:hover': { bgcolor: '#000' },
              flexShrink: 0,
            }}
          >
            {signUp.isPending ? 'Signing up...' : 'Sign Up'}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
