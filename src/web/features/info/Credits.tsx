import { Box, Link, Typography } from '@mui/material';
import { OPEN_DATA_SOURCES } from '../../../contract/open-data-sources';
import { useSiteConfig } from '../../providers/site-config-context';
import { pageHref } from '../../../contract/page-routes';
import { STATION_DATA_CREDIT } from '../../../contract/nearest-station';
import { PLACE_NAMES_CREDIT, POSTCODE_DATA_CREDIT } from '../../../contract/place-data-credits';

interface Credit {
  what: string;
  source: string;
  href: string;
  licence: string;
  /** Where the licence's text is: linked from its name. */
  licenceUrl?: string;
  /** The attribution statement or what we changed, when the licence asks for it. */
  note?: string;
}

const LICENCE_URLS: Record<string, string> = {
  'ODbL 1.0': 'https://opendatacommons.org/licenses/odbl/1-0/',
  ODbL: 'https://opendatacommons.org/licenses/odbl/1-0/',
  'BSD 2-Clause': 'https://opensource.org/license/bsd-2-clause',
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'Apache 2.0': 'https://www.apache.org/licenses/LICENSE-2.0',
  CC0: 'https://creativecommons.org/publicdomain/zero/1.0/',
};

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
      licenceUrl: source.licence.url,
      note: `What we changed: ${source.changes}`,
    })),
    ...[POSTCODE_DATA_CREDIT, PLACE_NAMES_CREDIT].map((credit) => ({
      what: credit.what,
      source: credit.source,
      href: credit.href,
      licence: credit.licence.name,
      licenceUrl: credit.licence.url,
      note: credit.statement,
    })),
    {
      what: 'Nearest railway stations and the car-free filter (Great Britain)',
      source: STATION_DATA_CREDIT.source.replace(/^Station data: /, ''),
      href: STATION_DATA_CREDIT.datasetUrl,
      licence: 'ODbL 1.0',
      licenceUrl: STATION_DATA_CREDIT.licenceUrl,
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
              ·{' '}
              {(credit.licenceUrl ?? LICENCE_URLS[credit.licence]) ? (
                <Link
                  href={credit.licenceUrl ?? LICENCE_URLS[credit.licence]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {credit.licence}
                </Link>
              ) : (
                credit.licence
              )}
              {credit.note ? (
                <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
                  {credit.note}
                </Typography>
              ) : null}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
