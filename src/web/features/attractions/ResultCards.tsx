import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Attraction } from '../../../contract/attraction';
import type { ListState } from '../../../contract/list-state';
import { AttractionCard } from '../../components/attractions/AttractionCard';

// The map view's card frame loads with the map (decision 090).
const MapCardFrame = lazy(() => import('../../components/results-map/MapCardFrame'));

/** Cards whose pictures load first, being on screen at once. */
const PRIORITY_CARDS = 2;

/** Which card the map and the list point at together, in the map view. */
export interface MapSelection {
  hoveredId: number | null;
  selectedId: number | null;
  onHover: (id: number | null) => void;
  onSelect: (id: number) => void;
}

/**
 * The grid of result cards: three columns in the list view, two beside the map, where each card
 * sits in a frame that links it to its pin.
 */
export function ResultCards({
  results,
  filters,
  mapView,
  selection,
}: {
  results: readonly Attraction[];
  filters: ListState;
  mapView: boolean;
  selection: MapSelection;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: mapView ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
        },
        gap: { xs: 2, md: 2.5 },
      }}
    >
      {results.map((attraction, index) => {
        const card = (
          <AttractionCard
            key={attraction.id}
            attraction={attraction}
            headingLevel="h2"
            priority={index < PRIORITY_CARDS}
            filters={filters}
          />
        );
        return mapView ? (
          // Until the frame's code arrives (with the map's), the plain card shows.
          <Suspense key={attraction.id} fallback={card}>
            <MapCardFrame
              name={attraction.name}
              hovered={selection.hoveredId === attraction.id}
              selected={selection.selectedId === attraction.id}
              onHover={(on) => selection.onHover(on ? attraction.id : null)}
              onShowOnMap={() => selection.onSelect(attraction.id)}
            >
              {card}
            </MapCardFrame>
          </Suspense>
        ) : (
          card
        );
      })}
    </Box>
  );
}
