import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PAGE_NAMES } from '../../../contract/page-titles';
import { useSiteConfig } from '../../providers/site-config-context';
import { ArrowForwardIcon, PlaceIcon, StarIcon } from '../../components/icons';
import { formatCount, plural } from '../../lib/plural';
import { useSiteMetadata } from './api/get-site-metadata';
import { Credits } from './Credits';
import { InfoPage } from './InfoPage';

function Panel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{
        p: 3,
        borderColor: 'rgba(0,0,0,0.08)',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,93,75,0.1)',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /about/ (SPEC §2): the live attraction count, three panels (curated content, the count,
 * discovering places) and 'Find {product}(s) near you', then the credits for bundled open data.
 */
export default function AboutPage() {
  const { productName } = useSiteConfig();
  const { data } = useSiteMetadata();
  const total = data?.totalResults ?? null;
  const noun = plural(total ?? 2, productName);

  return (
    <InfoPage
      title={`About ${productName}`}
      pageName={PAGE_NAMES.about}
      subtitle="Curated lists of the best days out in the UK. No reviews, no bias."
      maxWidth="lg"
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 2.5,
        }}
      >
        <Panel icon={<StarIcon />} title="Curated, not crowd-sourced">
          <Typography sx={{ color: 'text.secondary' }}>
            Every {productName} is selected and added by our moderators. We don&apos;t take reviews
            or paid placements, so what you see is what we would recommend to a friend. Basic
            listings of museums, historic houses and castles come from open data (credited below)
            and say so on their page until we write them up in full.
          </Typography>
        </Panel>
        <Panel
          icon={
            <Box component="span" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
              #
            </Box>
          }
          title={
            <>
              <Box
                component="span"
                data-testid="about-count"
                sx={{
                  display: 'block',
                  fontSize: '2.6rem',
                  fontWeight: 800,
                  color: 'primary.main',
                  lineHeight: 1.1,
                }}
              >
                {total === null ? <Skeleton width={120} /> : formatCount(total)}
              </Box>
              {noun} and counting
            </>
          }
        >
          <Typography sx={{ color: 'text.secondary' }}>
            Zoos, museums, theme parks, castles, heritage railways and more, right across England,
            Scotland, Wales and Northern Ireland.
          </Typography>
        </Panel>
        <Panel icon={<PlaceIcon />} title="Discover places near you">
          <Typography sx={{ color: 'text.secondary' }}>
            Tell us where you are, or pick a city, and we&apos;ll show you the best days out nearby,
            filtered by what matters to you.
          </Typography>
        </Panel>
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button
          component={RouterLink}
          to="/"
          variant="contained"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          Find {noun} near you
        </Button>
      </Box>
      <Credits />
    </InfoPage>
  );
}
