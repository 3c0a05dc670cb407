import { Box, Stack } from '@mui/material';
import { useMemo } from 'react';
import type { Attraction } from '../../../contract/attraction';
import type { MapPoint } from '../../../contract/attraction-points';
import { useUserLocation } from '../../providers/location';
import { useSiteConfig } from '../../providers/site-config-context';
import { ResultsMapSurface } from '../../components/results-map/ResultsMapSurface';
import type { ListView } from '../../components/results-map/map-url';
import { ShortlistRow } from './ShortlistRow';

/** The place hovered and the place selected, shared by the rows and the map's pins. */
export interface PlaceHighlight {
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number | null) => void;
}

/**
 * The shortlist's places: the numbered rows and, in the map view, the map beside them (above on
 * narrow screens). Without `onMove` and `onRemove` (a list shared with the visitor) the rows
 * have no buttons.
 */
export function ShortlistPlaces({
  listName,
  places,
  view,
  loading,
  highlight,
  onMove,
  onRemove,
}: {
  listName: string;
  places: Attraction[];
  view: ListView;
  loading: boolean;
  highlight: PlaceHighlight;
  onMove?: (id: number, by: number) => void;
  onRemove?: (id: number) => void;
}) {
  const { hoveredId, selectedId, onHover } = highlight;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          lg: view === 'map' ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr',
        },
        alignItems: 'start',
      }}
    >
      {view === 'map' ? (
        <ShortlistMap places={places} loading={loading} highlight={highlight} />
      ) : null}
      <Stack
        component="ol"
        aria-label={`Places on ${listName}`}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {places.map((attraction, index) => (
          <ShortlistRow
            key={attraction.id}
            attraction={attraction}
            position={index + 1}
            count={places.length}
            highlighted={hoveredId === attraction.id || selectedId === attraction.id}
            onHover={(on) => onHover(on ? attraction.id : null)}
            onMove={onMove ? (by) => onMove(attraction.id, by) : undefined}
            onRemove={onRemove ? () => onRemove(attraction.id) : undefined}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** The places with coordinates as pins; on wide screens it stays in view beside the rows. */
function ShortlistMap({
  places,
  loading,
  highlight,
}: {
  places: Attraction[];
  loading: boolean;
  highlight: PlaceHighlight;
}) {
  const { mapTileUrl } = useSiteConfig();
  const { location } = useUserLocation();
  const points: MapPoint[] = useMemo(
    () =>
      places.flatMap((a) =>
        a.location.coordinates
          ? [
              {
                id: a.id,
                ...a.location.coordinates,
                category: a.mainCategory?.categoryName ?? null,
              },
            ]
          : [],
      ),
    [places],
  );
  return (
    <Box sx={{ order: { lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
      <ResultsMapSurface
        label="Map of the shortlist"
        loading={loading}
        height={{ xs: '55vh', lg: 'calc(100vh - 120px)' }}
        points={points}
        tileUrl={mapTileUrl}
        userLocation={location}
        area={null}
        hoveredId={highlight.hoveredId}
        selectedId={highlight.selectedId}
        onHover={highlight.onHover}
        onSelect={highlight.onSelect}
      />
    </Box>
  );
}
