import { Box, Container, Link, Typography } from '@mui/material';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { SocialLinks } from '../../components/SocialLinks';

/**
 * The holding page (SPEC §1): the whole site while holding mode is configured. It stands alone,
 * without the header's search and menu, since nothing behind them is open yet.
 */
export default function HoldingPage() {
  const { productName, contactEmail } = useSiteConfig();
  usePageTitle(PAGE_NAMES.holding);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        color: '#fff',
        background: 'radial-gradient(90% 70% at 80% 10%, #1f7a64 0%, #0b5d4b 45%, #062e25 100%)',
      }}
    >
      <Box component="header" sx={{ px: { xs: 3, md: 6 }, py: 3 }}>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.4rem' }}>
          <Box component="span" aria-hidden sx={{ color: 'secondary.main', mr: 0.75 }}>
            ●
          </Box>
          {productName}
        </Typography>
      </Box>
      <Container
        component="main"
        id="main"
        maxWidth="md"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 6 }}
      >
        <Box>
          <Typography
            component="p"
            sx={{
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
            }}
          >
            Coming soon
          </Typography>
          <Typography variant="h1" sx={{ mt: 1.5, fontSize: { xs: '2.4rem', md: '3.6rem' } }}>
            Great days out are on their way
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: '1.15rem', maxWidth: 560, opacity: 0.92 }}>
            We&apos;re putting the finishing touches to {productName}: curated lists of the best
            days out in the UK, chosen by our moderators. No reviews, no bias.
          </Typography>
          <Box sx={{ mt: 4 }}>
            <SocialLinks tone="dark" />
          </Box>
          <Typography sx={{ mt: 4, opacity: 0.92 }}>
            Questions? Email{' '}
            <Link
              href={`mailto:${contactEmail}`}
              sx={{ color: '#fff', textDecorationColor: 'rgba(255,255,255,0.6)' }}
            >
              {contactEmail}
            </Link>
          </Typography>
        </Box>
      </Container>
      <Box
        component="footer"
        sx={{ px: { xs: 3, md: 6 }, py: 3, opacity: 0.85, fontSize: '0.875rem' }}
      >
        © {new Date().getFullYear()} {productName}
      </Box>
    </Box>
  );
}
