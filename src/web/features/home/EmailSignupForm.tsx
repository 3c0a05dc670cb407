import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { regexes } from 'zod';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/http';
import { useEmailSignUp } from '../../api/sign-up-for-emails';
import { fieldSx, labelSx } from '../../components/field-styles';

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
 * The mailing-list banner's form: the address, checked here before it is sent, its message
 * (ours or the server's) and 'Sign Up'. `onSignedUp` runs once the server has taken the address.
 */
export function EmailSignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signUp = useEmailSignUp();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    try {
      await signUp.mutateAsync(email.trim());
      onSignedUp();
    } catch (failure) {
      setError(
        serverMessage(failure) ?? 'Sorry, we could not sign you up just now. Please try again.',
      );
    }
  };

  return (
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
  );
}
