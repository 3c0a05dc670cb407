import { Box, Button, Container, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MAINTENANCE_PAGE_DELAY_MS } from '../../../contract/constants';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useBrowserServices } from '../../providers/browser-services';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { SocialLinks } from '../../components/SocialLinks';

/**
 * Shown when the API cannot be reached (SPEC §1), after a 100 ms delay so a single slow answer
 * does not flash it. Points to the social accounts, where news of the outage goes.
 */
export default function MaintenancePage() {
  const { productName, contactEmail } = useSiteConfig();
  const services = useBrowserServices();
  const [visible, setVisible] = useState(false);
  usePageTitle(PAGE_NAMES.maintenance);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), MAINTENANCE_PAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return <Box sx={{ minHeight: '60vh' }} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          fontSize: 44,
        }}
      >
        <svg width="46" height="46" viewBox="0 0 24 24" fill="#1d1d1f">
          <path d="M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4" />
        </svg>
      </Box>
      <Typography variant="h1" sx={{ mt: 3, fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
        We&apos;ll be back soon
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.05rem' }}>
        {productName} can&apos;t reach its servers right now. We are probably doing some
        maintenance: please try again in a few minutes. Follow us for news.
      </Typography>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <SocialLinks />
      </Box>
      <Button variant="outlined" size="large" onClick={() => services.reload()} sx={{ mt: 4 }}>
        Try again
      </Button>
      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        Need us urgently? Email <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.
      </Typography>
    </Container>
  );
}
