import { Box, Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { EMAIL_SIGNUP_STORAGE_KEY } from '../../../contract/constants';
import { EMAIL_SIGNUP_MESSAGES } from '../../../contract/email-signup';
import { useBrowserServices } from '../../providers/browser-services';
import { useSiteConfig } from '../../providers/site-config-context';
import { MailIcon } from '../../components/icons';
import { EmailSignupForm } from './EmailSignupForm';

const noSubscription = () => () => undefined;

/**
 * The mailing-list banner (SPEC §2 Home). After a sign-up it asks the visitor to confirm from the
 * mailed link (double opt-in, decision 160). Sign-up is remembered in local storage under
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
  const done = storedDone || justDone;

  const rememberSignedUp = () => {
    services.localStorage?.setItem(EMAIL_SIGNUP_STORAGE_KEY, 'true');
    setJustDone(true);
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
          {done
            ? EMAIL_SIGNUP_MESSAGES.checkInboxTitle
            : `Get the best ${productName}s in your inbox`}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 520 }}>
          {done
            ? EMAIL_SIGNUP_MESSAGES.checkInbox
            : 'Fresh ideas for great days out, once a month. No spam, unsubscribe any time.'}
        </Typography>
      </Box>
      {done ? null : <EmailSignupForm onSignedUp={rememberSignedUp} />}
    </Box>
  );
}
