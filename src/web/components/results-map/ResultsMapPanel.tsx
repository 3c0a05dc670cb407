import { Typography } from '@mui/material';
import type { Bbox } from '../../../contract/bbox';
import { useAttractionPoints, type PointsQuery } from '../../api/get-attraction-points';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { formatCount, plural } from '../../lib/plural';
import { ResultsMapSurface } from './ResultsMapSurface';

export interface MapSelection {
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number | null) => void;
}

/**
 * The list page's map (decision 090): the pins of every match (not just this page of cards), from the
 * compact points endpoint with the list's own filters. Loaded lazily by the list page, only in
 * the map view.
 */
export default function ResultsMapPanel({
  query,
  area,
  enabled,
  onSearchArea,
  selection,
}: {
  query: PointsQuery;
  area: Bbox | null;
  enabled: boolean;
  onSearchArea: (box: Bbox) => void;
  selection: MapSelection;
}) {
  const { mapTileUrl } = useSiteConfig();
  const { location } = useUserLocation();
  const points = useAttractionPoints(query, enabled);
  const count = points.data?.results.length;

  return (
    <>
      <ResultsMapSurface
        label="Map of the results"
        loading={points.isPending}
        height={{ xs: '62vh', lg: 'calc(100vh - 120px)' }}
        points={points.data?.results}
        tileUrl={mapTileUrl}
        userLocation={location}
        area={area}
        onSearchArea={onSearchArea}
        {...selection}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} aria-live="polite">
        {count === undefined
          ? '\u00a0'
          : `${formatCount(count)} ${plural(count, 'place')} on the map, all of them also in the list.`}
      </Typography>
    </>
  );
}
