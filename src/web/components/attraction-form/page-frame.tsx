import { Alert, Box, Container, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { notices } from '../../../contract/messages';
import { ApiError } from '../../api/http';
import { serverMessage } from '../../api/attraction-submissions';
import { pageHref } from '../../../contract/page-routes';

/**
 * The frame of every wizard page: a heading, a line of intro and the content. Without a title
 * the content brings its own h1 (the success view).
 */
export function WizardPageFrame({
  title,
  intro,
  children,
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" disableGutters sx={{ py: { xs: 2, sm: 4, md: 5 }, px: { sm: 3 } }}>
      {title ? (
        <Box sx={{ px: { xs: 2, sm: 0 }, mb: { xs: 2, sm: 3 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
            {title}
          </Typography>
          {intro ? (
            <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: '60ch' }}>
              {intro}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      {children}
    </Container>
  );
}

/** SPEC §8 not-found text, then a go-back link and 'and try again.' */
export function NotFoundNotice({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <Alert severity="warning" sx={{ mx: { xs: 2, sm: 0 } }}>
      {text}{' '}
      <Link
        component={RouterLink}
        to={pageHref.retrieve}
        onClick={(event) => {
          if (window.history.length > 1) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
        sx={{ fontWeight: 600, color: 'inherit' }}
      >
        Go back
      </Link>{' '}
      {notices.tryAgain}
    </Alert>
  );
}

/** The snackbar text for a failed save (SPEC §8). */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) {
      const body = error.body as { fieldErrors?: Record<string, unknown> } | null;
      const keys = Object.keys(body?.fieldErrors ?? {});
      const core = keys.some((key) => /^(name|categories|mainCategory|location\.region)/.test(key));
      return core ? notices.attractionIncomplete : notices.attractionNotSaved;
    }
    if (error.status === 429 || error.status === 409) {
      return serverMessage(error) ?? notices.attractionNotSaved;
    }
  }
  return notices.attractionNotSaved;
}
