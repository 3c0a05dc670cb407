// What the results map draws and follows inside its MapContainer: the pins' clusters, the view
// kept fitted to them, and a place chosen from the list. Loaded only with the lazy ResultsMap.
import L from 'leaflet';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { MapPoint } from '../../../contract/attraction-points';
import type { Bbox } from '../../../contract/bbox';
import { useCategories } from '../../api/get-categories';
import { createClusterLayer, UNCLUSTERED_ZOOM, type ClusterLayer } from './cluster-layer';
import { boundsOfPoints, FIT_MAX_ZOOM } from './map-bounds';

const FALLBACK_COLOUR = '#0b5d4b';
const FIT_PADDING_PX = 24;

/** The zoom fitBounds would choose for these bounds in the map's present size. */
const fitZoom = (map: L.Map, bounds: L.LatLngBounds) =>
  Math.min(
    FIT_MAX_ZOOM,
    map.getBoundsZoom(bounds, false, L.point(2 * FIT_PADDING_PX, 2 * FIT_PADDING_PX)),
  );

/** Draws the clusters and keeps them in step with the view, the points and the highlights. */
export function Clusters({
  points,
  hoveredId,
  selectedId,
  onSelect,
  onHover,
  layerRef,
}: {
  points: readonly MapPoint[];
  hoveredId: number | null;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onHover: (id: number | null) => void;
  layerRef: RefObject<ClusterLayer | null>;
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
  // The pins' looks are read at each redraw, so categories arriving late only redraw the pins:
  // the index (the costly part with 20,000 points) is built once per set of points.
  const looks = useRef(categoryOf);

  useEffect(() => {
    const layer = createClusterLayer(map, points, (category) => looks.current(category), {
      onSelect: (id) => handlers.current.onSelect(id),
      onHover: (id) => handlers.current.onHover(id),
    });
    layerRef.current = layer;
    // The map says whether it is still moving (a cluster's zoom animating) or drawn and still:
    // what tests, and anything else that must not act on pins about to be replaced, wait for.
    // The pins come from the clustering worker after the move ends, so "idle" waits for them,
    // and only for the last move's.
    const container = map.getContainer();
    let moves = 0;
    const moving = () => {
      moves += 1;
      container.dataset.state = 'moving';
    };
    const settled = () => {
      const move = moves;
      container.dataset.state = 'moving';
      void layer.redraw().then((drawn) => {
        if (drawn && move === moves) container.dataset.state = 'idle';
      });
    };
    settled();
    map.on('movestart zoomstart', moving);
    map.on('moveend', settled);
    return () => {
      map.off('movestart zoomstart', moving);
      map.off('moveend', settled);
      layer.remove();
      layerRef.current = null;
    };
  }, [map, points, layerRef]);

  useEffect(() => {
    if (looks.current === categoryOf) return;
    looks.current = categoryOf;
    void layerRef.current?.redraw();
  }, [categoryOf, layerRef]);

  useEffect(() => {
    layerRef.current?.highlight({ hovered: hoveredId, selected: selectedId });
  }, [hoveredId, selectedId, points, categoryOf, layerRef]);
  return null;
}

/**
 * Fits the map to the pins when a new set arrives (not while an area search holds the view, nor
 * for the first set, which the map opened on), and
 * says when the visitor has moved the map since. Programmatic moves are made without animation,
 * so their moveend fires inside the call and is told apart by a flag.
 */
export function ViewKeeper({
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
  const opening = useRef(true);
  useMapEvents({
    moveend: () => {
      if (!programmatic.current) onUserMove(true);
    },
  });
  useEffect(() => {
    const opened = opening.current;
    opening.current = false;
    if (area) return;
    const bounds = boundsOfPoints(points);
    if (!bounds) return;
    // The map opened fitted to these very pins (ResultsMap's first bounds): fitting again would
    // only fire a moveend that redraws every cluster a second time. Unless the layout settled
    // after the map opened, and the same pins now want another zoom.
    if (opened && map.getZoom() === fitZoom(map, bounds)) return;
    programmatic.current = true;
    map.fitBounds(bounds, {
      maxZoom: FIT_MAX_ZOOM,
      padding: [FIT_PADDING_PX, FIT_PADDING_PX],
      animate: false,
    });
    programmatic.current = false;
    onUserMove(false);
  }, [map, points, area, onUserMove]);
  return null;
}

/** Brings a place chosen from the list into view, out of any cluster. */
export function FollowSelection({ selected }: { selected: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (!selected) return;
    const at = L.latLng(selected.latitude, selected.longitude);
    if (map.getZoom() >= UNCLUSTERED_ZOOM && map.getBounds().contains(at)) return;
    map.setView(at, Math.max(map.getZoom(), UNCLUSTERED_ZOOM));
  }, [map, selected]);
  return null;
}
