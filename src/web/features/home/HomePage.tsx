import { Box, Container, Typography } from '@mui/material';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageTitle } from '../../providers/use-page-title';
import { AttractionStrip } from '../../components/attractions/AttractionStrip';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { queryCoordinates } from '../../../contract/distance';
import { EmailSignupBanner } from './EmailSignupBanner';
import { FeaturedBanners } from './FeaturedBanners';
import { FinderCard } from './FinderCard';
import { Greeting } from './Greeting';
import { SuggestPanel } from './SuggestPanel';
import { pageHref } from '../../../contract/page-routes';

/**
 * Home (SPEC §1, §2): greeting and finder, then '{product}s close to {location}...', the email
 * banner, 'Popular {product}s in the UK', the featured banner and the invitation to suggest more.
 * Feature flags switch the two banners (SPEC §9).
 */
export default function HomePage() {
  const { productName, features } = useSiteConfig();
  const { location, isSettled } = useUserLocation();
  usePageTitle('Home');
  const near = queryCoordinates(location);
  // The greeting and finder fill a phone's first screen; the strips and banners follow.
  const belowTheFold = useAfterFirstPaint();

  return (
    <>
      <Box
        sx={{
          background:
            'radial-gradient(90% 120% at 100% 0%, #17806a 0%, rgba(23,128,106,0) 60%), linear-gradient(160deg, #0b5d4b 0%, #08483a 100%)',
          color: '#fff',
          pt: { xs: 4, md: 8 },
          pb: { xs: 5, md: 9 },
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1.15fr 0.85fr' },
            gap: { xs: 3.5, md: 8 },
            alignItems: 'center',
          }}
        >
          <Box>
            <Greeting />
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.2rem' }, mt: 1 }}
            >
              Find your next great day out
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.05rem', md: '1.2rem' },
                mt: 2,
                maxWidth: 520,
                opacity: 0.92,
              }}
            >
              Hand-picked {productName}s across the UK: zoos, museums, theme parks, castles and
              more. No reviews, no bias.
            </Typography>
          </Box>
          <FinderCard />
        </Container>
      </Box>

      {belowTheFold ? (
        <Container maxWidth="lg" sx={{ pt: { xs: 1, md: 2 } }}>
          <AttractionStrip
            title={`${productName}s close to ${location.name}...`}
            query={{ sort: 'recommended', ...near }}
            seeAllTo={pageHref.attractions('?sort=recommended')}
            enabled={isSettled}
          />
          {features.emailBanner ? <EmailSignupBanner /> : null}
          <AttractionStrip
            title={`Popular ${productName}s in the UK`}
            query={{ sort: 'most-popular', preferCurated: true, ...near }}
            seeAllTo={pageHref.attractions('?sort=most-popular')}
            enabled={isSettled}
          />
          {features.featuredBanner ? <FeaturedBanners /> : null}
          <SuggestPanel />
        </Container>
      ) : null}
    </>
  );
}
