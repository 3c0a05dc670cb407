import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { EMAIL_SIGNUP_MESSAGES } from '../../../contract/email-signup';
import { pageHref } from '../../../contract/page-routes';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { ApiError } from '../../api/http';
import { useEmailLink, type EmailLinkAction } from '../../api/email-links';
import { usePageTitle } from '../../providers/use-page-title';
import { useSiteConfig } from '../../providers/site-config-context';

const TEXT = {
  confirm: {
    title: PAGE_NAMES.emailConfirm,
    intro: (product: string) =>
      `Confirm that you would like fresh ideas for great days out from ${product} at this address.`,
    button: 'Confirm my sign-up',
    done: EMAIL_SIGNUP_MESSAGES.confirmed,
  },
  unsubscribe: {
    title: PAGE_NAMES.emailUnsubscribe,
    intro: (product: string) =>
      `Leave the ${product} mailing list. We will remove your address and send you nothing more.`,
    button: 'Unsubscribe',
    done: EMAIL_SIGNUP_MESSAGES.unsubscribed,
  },
} as const;

function failureMessage(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { message?: unknown } | null) : null;
  return typeof body?.message === 'string'
    ? body.message
    : 'Sorry, that did not work just now. Please try again.';
}

/**
 * /email/confirm/{token} and /email/unsubscribe/{token}: the links in mailing-list mails. The
 * visitor presses the button: mail scanners that open links must not confirm or unsubscribe
 * anyone (decision 160).
 */
export default function EmailLinkPage({ action }: { action: EmailLinkAction }) {
  const text = TEXT[action];
  usePageTitle(text.title);
  const { productName } = useSiteConfig();
  const { token = '' } = useParams();
  const link = useEmailLink(action);

  return (
    <Box sx={{ px: 2, py: { xs: 4, md: 8 }, display: 'grid', placeItems: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, width: '100%', maxWidth: 520 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2rem' } }}>
          {text.title}
        </Typography>
        {link.isSuccess ? (
          <>
            <Alert severity="success" sx={{ mt: 3 }}>
              {text.done}
            </Alert>
            <Button component={RouterLink} to={pageHref.home} variant="outlined" sx={{ mt: 3 }}>
              Go Home
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
              {text.intro(productName)}
            </Typography>
            {link.isError ? (
              <Alert severity="error" sx={{ mb: 3 }}>
                {failureMessage(link.error)}
              </Alert>
            ) : null}
            <Button
              variant="contained"
              size="large"
              fullWidth
              loading={link.isPending}
              onClick={() => link.mutate(token)}
            >
              {text.button}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
