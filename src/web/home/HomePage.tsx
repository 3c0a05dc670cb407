import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { greetingFor } from '../../contract/greeting.js';
import { useSiteConfig } from '../app/site-config-context';

const noSubscription = () => () => undefined;

/** The greeting depends on the visitor's clock: none on the server, the local one in the browser. */
function useGreeting(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => greetingFor(new Date()),
    () => null,
  );
}

export function HomePage() {
  const { productName } = useSiteConfig();
  const greeting = useGreeting();
  useEffect(() => {
    document.title = `${productName} - Home`;
  }, [productName]);

  return (
    <Box
      sx={{
        background: 'linear-gradient(160deg, #0b5d4b 0%, #0e6e58 60%, #117a63 100%)',
        color: '#fff',
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="md">
        <Stack spacing={2}>
          <Typography component="p" variant="h2" sx={{ minHeight: '1.5em', opacity: 0.95 }}>
            {greeting ?? '\u00a0'}
          </Typography>
          <Typography variant="h1">Find your next great day out</Typography>
          <Typography variant="body1" sx={{ fontSize: '1.15rem', maxWidth: 560 }}>
            Hand-picked {productName}s across the UK — zoos, museums, theme parks, castles and more.
            No reviews, no bias.
          </Typography>
          <Box>
            <Button variant="contained" color="secondary" size="large" href="/attractions/">
              Explore {productName}s
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
