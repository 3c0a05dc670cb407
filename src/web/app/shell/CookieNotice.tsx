import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { pageHref } from '../../../contract/page-routes';

/**
 * The cookie notice (SPEC §1, §4): shown until acknowledged. 'Accept' also gives consent to
 * remember preferences; 'Essential only' just acknowledges, and choices then last for the visit.
 */
export function CookieNotice() {
  const { productName } = useSiteConfig();
  const { preferences, acknowledgeCookiePolicy, acceptPersonalisation } = usePreferences();
  if (preferences.cookiePolicyAcknowledged) return null;

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={8}
      sx={{
        position: 'fixed',
        // Above the page and its sticky header, below the drawers and dialogs: a dialog or the
        // menu opened before the notice is acknowledged shows whole (issue 20).
        zIndex: (theme) => theme.zIndex.appBar + 1,
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 440,
        p: 2.5,
        borderRadius: 3,
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        Cookies on {productName}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
        We use cookies to keep the site working and, with your permission, to remember your location
        and settings. Read our{' '}
        <Link component={RouterLink} to={pageHref.cookies}>
          cookie policy
        </Link>
        .
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button variant="text" onClick={acknowledgeCookiePolicy}>
          Essential only
        </Button>
        <Box>
          <Button variant="contained" onClick={acceptPersonalisation}>
            Accept
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
