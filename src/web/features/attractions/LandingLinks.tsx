import { Box, Chip, Container, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { landingPageName } from '../../../contract/landing-page';
import type { LandingPage } from '../../../contract/landing-page-schema';
import type { PathFilter } from '../../../contract/list-state';
import { pageHref } from '../../../contract/page-routes';
import { useLandingPages } from '../../api/get-landing-pages';

/**
 * On a region's page, its landing pages by category ('Museums in Yorkshire'); on a category's,
 * the same category by region (decision 093). Only pages with enough places are offered (the API
 * leaves out thin ones), biggest first. Nothing shows until they are known, or when there are none.
 */
export function LandingLinks({ pathFilters }: { pathFilters: readonly PathFilter[] }) {
  const headingId = useId();
  const pages = useLandingPages();
  const only = pathFilters.length === 1 ? pathFilters[0] : undefined;
  if (!only || (only.kind !== 'region' && only.kind !== 'category') || !pages.data) return null;

  const slug = only.value.trim().toLowerCase();
  const links = pages.data
    .filter((page) => (only.kind === 'region' ? page.regionName : page.categoryName) === slug)
    .sort((a, b) => b.attractionCount - a.attractionCount);
  if (links.length === 0) return null;
  const first = links[0]!;
  const heading =
    only.kind === 'region'
      ? `Explore ${first.regionDisplayName} by category`
      : `${first.categoryDisplayName} by region`;

  return (
    <Container maxWidth="lg" component="nav" aria-labelledby={headingId} sx={{ pt: 2.5 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 1 }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          // One swipeable row on a phone; wrapped lines on wider screens.
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          pb: { xs: 1, md: 0 },
        }}
      >
        {links.map((page) => (
          <li key={`${page.regionName}/${page.categoryName}`}>
            <LandingChip page={page} />
          </li>
        ))}
      </Box>
    </Container>
  );
}

function LandingChip({ page }: { page: LandingPage }) {
  const name = landingPageName(page.categoryDisplayName, page.regionDisplayName);
  return (
    <Chip
      component={RouterLink}
      to={pageHref.regionCategory(page.regionName, page.categoryName)}
      clickable
      variant="outlined"
      aria-label={`${name}, ${page.attractionCount} places`}
      label={
        <>
          {name}
          <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
            {page.attractionCount}
          </Box>
        </>
      }
    />
  );
}
