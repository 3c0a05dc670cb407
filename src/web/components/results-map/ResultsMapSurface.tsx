import { Box, CircularProgress } from '@mui/material';
import { mapSurface } from '../map/map-surface';
import type { ResultsMapProps } from './ResultsMap';
import { LoadedResultsMap, useResultsMapLoaded } from './use-results-map';

/**
 * The results map's frame: the tinted surface, a spinner until the pins have arrived, then the
 * map. Shared by the attraction lists and the shortlist. The map is an enhancement: every place
 * it shows is in the list beside or below it, so the surface is a labelled region, not the only
 * way in.
 */
export function ResultsMapSurface({
  label,
  loading,
  height,
  ...map
}: Omit<ResultsMapProps, 'points'> & {
  points: ResultsMapProps['points'] | undefined;
  label: string;
  loading: boolean;
  height: Record<string, string | number>;
}) {
  const { points } = map;
  // Leaflet and supercluster load only when a map is shown (docs/decisions/090); the
  // map's code downloads while the pins are being fetched, not after they arrive.
  const mapLoaded = useResultsMapLoaded();
  return (
    <Box role="region" aria-label={label} data-testid="results-map" sx={{ ...mapSurface, height }}>
      {points && mapLoaded ? (
        <LoadedResultsMap {...map} points={points} />
      ) : loading || points ? (
        <Spinner />
      ) : null}
    </Box>
  );
}

function Spinner() {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading the map" />
    </Box>
  );
}
