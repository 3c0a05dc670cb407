import { Box, Button, Container, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { notices } from '../../contract/messages';
import { PAGE_NAMES } from '../../contract/page-titles';
import { usePageTitle } from '../providers/use-page-title';
import { usePageMeta } from '../providers/use-page-meta';
import { notFoundMeta } from '../../contract/page-meta';
import { useSiteConfig } from '../providers/site-config-context';
import { OwlIllustration } from './OwlIllustration';
import { pageHref } from '../../contract/page-routes';

/** SPEC's one sentence, set on two lines: 'Hoot, we have a problem...' / 'Error 404 - ...'. */
function splitHeading(text: string): [string, string] {
  const cut = text.indexOf('... ');
  return cut === -1 ? [text, ''] : [text.slice(0, cut + 3), text.slice(cut + 4)];
}

/**
 * The not-found page (SPEC §2): 'Hoot, we have a problem... Error 404 - Page Not Found', a
 * contact link and a prompt to submit a missing attraction. The server answers these paths with
 * HTTP 404 and the same title.
 */
export default function NotFoundPage() {
  usePageTitle(PAGE_NAMES.notFound);
  const { productName } = useSiteConfig();
  // Wherever it shows, the server answers 404 (decision 188).
  usePageMeta(notFoundMeta(productName));
  const [first, second] = splitHeading(notices.notFoundPage);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <OwlIllustration />
      <Typography variant="h1" sx={{ mt: 3, fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
        {first}{' '}
        <Box
          component="span"
          sx={{
            display: 'block',
            mt: 1,
            fontSize: '1.1rem',
            fontWeight: 700,
            color: 'primary.main',
          }}
        >
          {second}
        </Box>
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>
        The page you were looking for has flown the nest. If you followed a link here and think
        something is broken, please{' '}
        <Link component={RouterLink} to={pageHref.contact}>
          contact us
        </Link>
        .
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 3 }}>
        Go Home
      </Button>
      <Paper
        variant="outlined"
        sx={{ mt: 5, p: { xs: 2.5, sm: 3 }, borderColor: 'rgba(0,0,0,0.08)', textAlign: 'left' }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          Looking for an attraction we don&apos;t list?
        </Typography>
        <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>
          If a great day out is missing from {productName}, tell our moderators about it.
        </Typography>
        <Button component={RouterLink} to={pageHref.submit} variant="outlined" sx={{ mt: 2 }}>
          Submit an attraction
        </Button>
      </Paper>
    </Container>
  );
}
