// The results map (issue 19, docs/decisions/090): clustered pins, the visitor's position, a
// preview of the chosen place and "Search this area". Leaflet reads `window` when imported, so
// this module is only ever loaded through React.lazy, when a map is shown.
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { Box, Button, Typography } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from '../../../contract/attraction-points';
import type { Bbox } from '../../../contract/bbox';
import { MAP_MAX_ZOOM } from '../../../contract/constants';
import type { LatLng } from '../../../contract/distance';
import { useCategories } from '../../api/get-categories';
import { tileAttribution } from '../map/tile-attribution';
import { SearchIcon } from '../icons';
import { createClusterLayer, UNCLUSTERED_ZOOM, type ClusterLayer } from './cluster-layer';
import { MapPreview } from './MapPreview';

export interface ResultsMapProps {
  points: readonly MapPoint[];
  tileUrl: string;
  /** Where the visitor is (or the place they chose); shown as a blue dot. */
  userLocation: LatLng & { name: string };
  /** A list card under the pointer or focused. */
  hoveredId: number | null;
  /** The place previewed; null for none. */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onHover: (id: number | null) => void;
  /** The area the list is limited to: the map opens on it instead of fitting every pin. */
  area: Bbox | null;
  /** Offered after the visitor moves the map; absent where a map has no area search. */
  onSearchArea?: (box: Bbox) => void;
}

/** Great Britain and Northern Ireland, for a map with nothing to fit yet. */
const UK: L.LatLngBoundsExpression = [
  [49.9, -8.2],
  [58.7, 1.8],
];
const FIT_MAX_ZOOM = 13;
const FALLBACK_COLOUR = '#0b5d4b';

const boundsOfArea = (area: Bbox): L.LatLngBoundsExpression => [
  [area.south, area.west],
  [area.north, area.east],
];

function boundsOfPoints(points: readonly MapPoint[]): L.LatLngBounds | null {
  if (points.length === 0) return null;
  return L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as [number, number]));
}

const youIcon = () => L.divIcon({ className: 'map-you', iconSize: [18, 18] });

/** Draws the clusters and keeps them in step with the view, the points and the highlights. */
function Clusters({
  points,
  hoveredId,
  selectedId,
  onSelect,
  onHover,
  layerRef,
}: Pick<ResultsMapProps, 'points' | 'hoveredId' | 'selectedId' | 'onSelect' | 'onHover'> & {
  layerRef: React.RefObject<ClusterLayer | null>;
}) {
  const map = useMap();
  const { data: categories } = useCategories();
  // The layer is rebuilt only for new points; it calls whatever handlers are current.
  const handlers = useRef({ onSelect, onHover });
  useEffect(() => {
    handlers.current = { onSelect, onHover };
  });

  const categoryOf = useMemo(() => {
    const known = new Map((categories ?? []).map((c) => [c.categoryName, c]));
    return (name: string | null) => {
      const category = name ? known.get(name) : undefined;
      return {
        colour: category?.displayColor ?? FALLBACK_COLOUR,
        displayName: category?.displayName ?? null,
      };
    };
  }, [categories]);

  useEffect(() => {
    const layer = createClusterLayer(map, points, categoryOf, {
      onSelect: (id) => handlers.current.onSelect(id),
      onHover: (id) => handlers.current.onHover(id),
    });
    layerRef.current = layer;
    layer.redraw();
    map.on('moveend', layer.redraw);
    return () => {
      map.off('moveend', layer.redraw);
      layer.remove();
      layerRef.current = null;
    };
  }, [map, points, categoryOf, layerRef]);

  useEffect(() => {
    layerRef.current?.highlight({ hovered: hoveredId, selected: selectedId });
  }, [hoveredId, selectedId, points, categoryOf, layerRef]);
  return null;
}

/**
 * Fits the map to the pins when a new set arrives (not while an area search holds the view), and
 * says when the visitor has moved the map since. Programmatic moves are made without animation,
 * so their moveend fires inside the call and is told apart by a flag.
 */
function ViewKeeper({
  points,
  area,
  onUserMove,
}: {
  points: readonly MapPoint[];
  area: Bbox | null;
  onUserMove: (moved: boolean) => void;
}) {
  const map = useMap();
  const programmatic = useRef(false);
  useMapEvents({
    moveend: () => {
      if (!programmatic.current) onUserMove(true);
    },
  });
  useEffect(() => {
    if (area) return;
    const bounds = boundsOfPoints(points);
    if (!bounds) return;
    programmatic.current = true;
    map.fitBounds(bounds, { maxZoom: FIT_MAX_ZOOM, padding: [24, 24], animate: false });
    programmatic.current = false;
    onUserMove(false);
  }, [map, points, area, onUserMove]);
  return null;
}

/** Brings a place chosen from the list into view, out of any cluster. */
function FollowSelection({ selected }: { selected: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (!selected) return;
    const at = L.latLng(selected.latitude, selected.longitude);
    if (map.getZoom() >= UNCLUSTERED_ZOOM && map.getBounds().contains(at)) return;
    map.setView(at, Math.max(map.getZoom(), UNCLUSTERED_ZOOM));
  }, [map, selected]);
  return null;
}

export default function ResultsMap(props: ResultsMapProps) {
  const { points, tileUrl, userLocation, selectedId, onSelect, area, onSearchArea } = props;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [map, setMap] = useState<L.Map | null>(null);
  const layerRef = useRef<ClusterLayer | null>(null);
  const you = useMemo(() => youIcon(), []);
  const openerRef = useRef<HTMLElement | null>(null);
  const initialBounds = useMemo(
    () => (area ? boundsOfArea(area) : (boundsOfPoints(points) ?? UK)),
    // The first view only; later ones are set by ViewKeeper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const selected = useMemo(
    () => (selectedId === null ? null : (points.find((p) => p.id === selectedId) ?? null)),
    [points, selectedId],
  );
  // The list's own "Show on map" passes a place the map has not chosen itself: follow it.
  const [followed, setFollowed] = useState<MapPoint | null>(null);

  const select = (id: number | null) => {
    if (id !== null) openerRef.current = document.activeElement as HTMLElement | null;
    onSelect(id);
  };

  useEffect(() => {
    // A selection that did not come from a pin (the list's "Show on map") is brought into view.
    if (selected && !layerRef.current?.pinElement(selected.id)) setFollowed(selected);
  }, [selected]);

  const closePreview = () => {
    const id = selectedId;
    onSelect(null);
    // Focus goes back where the preview was opened from: the pin, or the map itself.
    const back =
      (openerRef.current?.isConnected ? openerRef.current : null) ??
      (id !== null ? layerRef.current?.pinElement(id) : undefined) ??
      map?.getContainer();
    back?.focus();
  };

  const searchArea = () => {
    if (!map || !onSearchArea) return;
    const bounds = map.getBounds();
    onSearchArea({
      west: Math.max(-180, bounds.getWest()),
      south: Math.max(-90, bounds.getSouth()),
      east: Math.min(180, bounds.getEast()),
      north: Math.min(90, bounds.getNorth()),
    });
    setMoved(false);
  };

  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <MapContainer
        bounds={initialBounds}
        boundsOptions={{ maxZoom: FIT_MAX_ZOOM, padding: [24, 24] }}
        maxZoom={MAP_MAX_ZOOM}
        ref={setMap}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          url={tileUrl}
          maxZoom={MAP_MAX_ZOOM}
          attribution={tileAttribution(tileUrl)}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Clusters {...props} onSelect={select} layerRef={layerRef} />
        <ViewKeeper points={points} area={area} onUserMove={setMoved} />
        <FollowSelection selected={followed} />
        <Marker
          position={[userLocation.latitude, userLocation.longitude]}
          icon={you}
          title={`Your location: ${userLocation.name}`}
          keyboard={false}
          zIndexOffset={-100}
        />
      </MapContainer>

      {onSearchArea && moved ? (
        <Button
          variant="contained"
          onClick={searchArea}
          startIcon={<SearchIcon />}
          sx={{
            position: 'absolute',
            top: 12,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 1000,
            borderRadius: 999,
            boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
            '&&': { color: '#fff' },
          }}
        >
          Search this area
        </Button>
      ) : null}

      {tilesFailed ? (
        <Typography
          component="p"
          sx={{
            position: 'absolute',
            right: 10,
            bottom: 24,
            zIndex: 500,
            m: 0,
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            fontSize: '0.8rem',
            color: 'text.secondary',
            bgcolor: 'rgba(255,255,255,0.92)',
          }}
        >
          Map pictures unavailable
        </Typography>
      ) : null}

      {selectedId !== null ? (
        <MapPreview
          key={selectedId}
          id={selectedId}
          userLocation={userLocation}
          onClose={closePreview}
        />
      ) : null}
    </Box>
  );
}
