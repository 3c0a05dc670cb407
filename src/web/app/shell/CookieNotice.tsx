import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePreferences } from '../../providers/preferences';
import { useSiteConfig } from '../../providers/site-config-context';
import { COOKIE_CHOICE_PATH, pageHref } from '../../../contract/page-routes';

/**
 * The cookie notice (SPEC §1, §4): shown until acknowledged. 'Accept' also gives consent to
 * remember preferences; 'Essential only' just acknowledges, and choices then last for the visit.
 * The buttons send a plain form to the server, which stores the same choice, so the notice can
 * be answered before the scripts run or without them (decision 097); the app answers it in place.
 */
export function CookieNotice() {
  const { productName } = useSiteConfig();
  const { preferences, acknowledgeCookiePolicy, acceptPersonalisation } = usePreferences();
  const { pathname, search } = useLocation();
  if (preferences.cookiePolicyAcknowledged) return null;
  const inPlace = (answer: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    answer();
  };

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={8}
      sx={{
        position: 'fixed',
        // Above the page and its sticky header, below the drawers and dialogs: a dialog or the
        // menu opened before the notice is acknowledged shows whole (decision 053).
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
      <Stack
        component="form"
        method="post"
        action={COOKIE_CHOICE_PATH}
        direction="row"
        spacing={1}
        sx={{ mt: 2, justifyContent: 'flex-end' }}
      >
        <input type="hidden" name="returnTo" value={pathname + search} />
        <Button
          variant="text"
          type="submit"
          name="choice"
          value="essential"
          onClick={inPlace(acknowledgeCookiePolicy)}
        >
          Essential only
        </Button>
        <Box>
          <Button
            variant="contained"
            type="submit"
            name="choice"
            value="accept"
            onClick={inPlace(acceptPersonalisation)}
          >
            Accept
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
