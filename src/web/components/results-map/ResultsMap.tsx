// The results map (docs/decisions/090): clustered pins, the visitor's position, a
// preview of the chosen place and "Search this area". Leaflet reads `window` when imported, so
// this module is only ever loaded through React.lazy, when a map is shown.
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { Box } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { MapContainer, Marker } from 'react-leaflet';
import type { MapPoint } from '../../../contract/attraction-points';
import type { Bbox } from '../../../contract/bbox';
import { MAP_MAX_ZOOM } from '../../../contract/constants';
import type { LatLng } from '../../../contract/distance';
import { OnlineTileLayer } from '../map/OnlineTileLayer';
import type { ClusterLayer } from './cluster-layer';
import { bboxInView, boundsOfArea, boundsOfPoints, FIT_MAX_ZOOM, UK } from './map-bounds';
import { SearchAreaButton, TilesUnavailableNote } from './MapOverlays';
import { MapPreview } from './MapPreview';
import { Clusters, FollowSelection, ViewKeeper } from './ResultsMapLayers';

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

const youIcon = () => L.divIcon({ className: 'map-you', iconSize: [18, 18] });

/**
 * The preview's selection and the focus around it: a pin's selection remembers what had focus,
 * closing the preview gives focus back there (else to the pin, else to the map), and a place
 * selected from outside the map (the list's "Show on map") is handed to FollowSelection.
 */
function usePreviewSelection({
  points,
  selectedId,
  onSelect,
  layerRef,
  map,
}: {
  points: readonly MapPoint[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  layerRef: RefObject<ClusterLayer | null>;
  map: L.Map | null;
}) {
  const openerRef = useRef<HTMLElement | null>(null);
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
  }, [selected, layerRef]);

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

  return { select, closePreview, followed };
}

export default function ResultsMap(props: ResultsMapProps) {
  const { points, tileUrl, userLocation, hoveredId, selectedId, onSelect, onHover } = props;
  const { area, onSearchArea } = props;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [map, setMap] = useState<L.Map | null>(null);
  const layerRef = useRef<ClusterLayer | null>(null);
  const you = useMemo(() => youIcon(), []);
  const initialBounds = useMemo(
    () => (area ? boundsOfArea(area) : (boundsOfPoints(points) ?? UK)),
    // The first view only; later ones are set by ViewKeeper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const { select, closePreview, followed } = usePreviewSelection({
    points,
    selectedId,
    onSelect,
    layerRef,
    map,
  });

  const searchArea = () => {
    if (!map || !onSearchArea) return;
    onSearchArea(bboxInView(map));
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
        <OnlineTileLayer url={tileUrl} maxZoom={MAP_MAX_ZOOM} onUnavailable={setTilesFailed} />
        <Clusters
          points={points}
          hoveredId={hoveredId}
          selectedId={selectedId}
          onSelect={select}
          onHover={onHover}
          layerRef={layerRef}
        />
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

      {onSearchArea && moved ? <SearchAreaButton onClick={searchArea} /> : null}

      {tilesFailed ? <TilesUnavailableNote /> : null}

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
