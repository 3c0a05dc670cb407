import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSiteConfig } from '../../providers/site-config-context';
import { pageHref } from '../../../contract/page-routes';

/** SPEC §2 Home: 'Want to suggest even more {product}s?!' with Submit and Retrieve links. */
export function SuggestPanel() {
  const { productName } = useSiteConfig();
  return (
    <Box
      component="section"
      aria-labelledby="suggest-title"
      sx={{
        my: { xs: 3, md: 5 },
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        bgcolor: 'background.paper',
        border: '1px solid rgba(0,0,0,0.08)',
        textAlign: 'center',
      }}
    >
      <Typography
        id="suggest-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.35rem', md: '1.7rem' } }}
      >
        Want to suggest even more {productName}s?!
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 560, mx: 'auto' }}>
        Know a great day out we have missed? Send it to our moderators, or check on one you have
        already sent with its reference number.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to={pageHref.submit} variant="contained" size="large">
          Submit
        </Button>
        <Button component={RouterLink} to={pageHref.retrieve} variant="outlined" size="large">
          Retrieve
        </Button>
      </Stack>
    </Box>
  );
}
