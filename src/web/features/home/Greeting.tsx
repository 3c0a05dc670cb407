import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { greetingFor } from '../../../contract/greeting';

const noSubscription = () => () => undefined;

/**
 * SPEC §1's greeting by time of day. It depends on the visitor's clock: none on a server, the
 * local one in the browser, so a server render leaves the line blank rather than guess.
 */
export function Greeting() {
  const greeting = useSyncExternalStore(
    noSubscription,
    () => greetingFor(new Date()),
    () => null,
  );
  return (
    <Typography
      component="p"
      sx={{
        minHeight: '1.5em',
        fontSize: { xs: '1.15rem', md: '1.3rem' },
        fontWeight: 600,
        color: 'secondary.main',
      }}
    >
      {greeting ?? '\u00a0'}
    </Typography>
  );
}
