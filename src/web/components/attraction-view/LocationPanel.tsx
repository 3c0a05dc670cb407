import { Box, Button, Paper, Typography } from '@mui/material';
import { lazy, Suspense, useRef } from 'react';
import { useSiteConfig } from '../../providers/site-config-context';
import { mapSurface } from '../map/map-surface';
import { useNearScreen } from '../use-near-screen';
import { DirectionsIcon, TrainIcon } from './icons';
import { Section, type PanelProps } from './Section';
import { NearestStationNote } from './NearestStationNote';
import { addressLines, directionsUrl, publicTransportUrl } from './view-helpers';

/** How far below the screen the map starts loading. */
const PRELOAD_MARGIN = '400px';

// Leaflet reads `window` when imported: the map module loads only after the section has come
// near the screen in the browser, never during a render on a server.
const AttractionMap = lazy(() => import('./map/AttractionMap'));

/**
 * 'Where to find {name}' (SPEC §2): the map with its pin and popup, beside the address and a
 * directions link that works without the map. Hidden when the attraction has no coordinates.
 */
export function LocationPanel({ attraction, action }: PanelProps) {
  const { mapTileUrl } = useSiteConfig();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(surfaceRef, PRELOAD_MARGIN);
  const coordinates = attraction.location.coordinates;
  if (!coordinates) return null;
  const directions = directionsUrl(coordinates);
  const lines = addressLines(attraction);
  const region = attraction.location.region?.displayName ?? null;

  return (
    <Section title={`Where to find ${attraction.name}`} action={action}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 2,
        }}
      >
        <Box
          ref={surfaceRef}
          role="region"
          aria-label={`Map of ${attraction.name}`}
          data-testid="attraction-map"
          sx={{ ...mapSurface, height: { xs: 300, md: 400 } }}
        >
          {near ? (
            <Suspense fallback={null}>
              <AttractionMap
                name={attraction.name}
                region={region}
                latitude={coordinates.latitude}
                longitude={coordinates.longitude}
                tileUrl={mapTileUrl}
                directionsHref={directions}
              />
            </Suspense>
          ) : null}
        </Box>
        <Paper
          variant="outlined"
          sx={{ p: 2.5, borderColor: 'rgba(0,0,0,0.08)', alignSelf: 'start' }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            Address
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
            {region ? <div>{region}</div> : null}
          </Box>
          {attraction.location.description ? (
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {attraction.location.description}
            </Typography>
          ) : null}
          <NearestStationNote attraction={attraction} />
          <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              component="a"
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<DirectionsIcon />}
              aria-label={`Get Directions to ${attraction.name}`}
            >
              Get Directions
            </Button>
            <Button
              component="a"
              href={publicTransportUrl(coordinates)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<TrainIcon />}
              // The visible words first, then where to (WCAG 2.5.3, label in name).
              aria-label={`By public transport to ${attraction.name}`}
            >
              By public transport
            </Button>
          </Box>
        </Paper>
      </Box>
    </Section>
  );
}
