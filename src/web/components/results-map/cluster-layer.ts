// The results map's pins, drawn straight onto Leaflet (docs/decisions/090). supercluster
// indexes every point once; each move asks it only for the clusters and pins in view, so 20,000
// attractions never become 20,000 DOM nodes, and hover highlights toggle a class instead of
// redrawing.
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { MapPoint } from '../../../contract/attraction-points';

/** Pins closer than this many pixels join a cluster. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom up every pin stands alone (places sharing one spot aside). */
export const UNCLUSTERED_ZOOM = 16;

/** A point's own record is its feature's properties: no copy per point. */
type PointProps = MapPoint;

export interface ClusterLayerHandlers {
  onSelect: (id: number) => void;
  onHover: (id: number | null) => void;
}

export interface ClusterLayer {
  /** Draws what is in view now (after a move, or a new set of points). */
  redraw: () => void;
  /** Marks one pin (a list card under the pointer, or the one previewed). */
  highlight(ids: { hovered: number | null; selected: number | null }): void;
  /** The screen element of a pin drawn on its own, to give focus back to. */
  pinElement(id: number): HTMLElement | undefined;
  remove(): void;
}

function clusterSize(count: number): number {
  return count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 50 : 58;
}

function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const label = document.createElement('span');
  label.textContent = count >= 1000 ? `${Math.floor(count / 100) / 10}k` : String(count);
  return L.divIcon({ html: label, className: 'map-cluster', iconSize: [size, size] });
}

function pinIcon(colour: string): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = 'map-pin__dot';
  dot.style.backgroundColor = colour;
  return L.divIcon({ html: dot, className: 'map-pin', iconSize: [26, 26], iconAnchor: [13, 13] });
}

export function createClusterLayer(
  map: L.Map,
  points: readonly MapPoint[],
  /** A category's pin colour and name ('Zoo'), for the pin's look and its accessible name. */
  categoryOf: (category: string | null) => { colour: string; displayName: string | null },
  handlers: ClusterLayerHandlers,
): ClusterLayer {
  const index = new Supercluster<PointProps>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: UNCLUSTERED_ZOOM - 1,
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
      properties: p,
    })),
  );
  const group = L.layerGroup().addTo(map);
  const pins = new Map<number, HTMLElement>();
  let marked = { hovered: null as number | null, selected: null as number | null };

  const applyMarks = () => {
    for (const [id, element] of pins) {
      element.classList.toggle('is-hovered', id === marked.hovered);
      element.classList.toggle('is-selected', id === marked.selected);
    }
  };

  const name = (element: HTMLElement | undefined, label: string) => {
    element?.setAttribute('aria-label', label);
  };

  function redraw() {
    group.clearLayers();
    pins.clear();
    const bounds = map.getBounds().pad(0.25);
    const zoom = Math.round(map.getZoom());
    const features = index.getClusters(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-90, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(90, bounds.getNorth()),
      ],
      zoom,
    );
    for (const feature of features) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        const clusterId = props.cluster_id;
        const label = `${count} places here: zoom in`;
        const marker = L.marker([latitude, longitude], {
          icon: clusterIcon(count),
          title: label,
          riseOnHover: true,
        });
        marker.on('click', () => {
          const target = Math.min(index.getClusterExpansionZoom(clusterId), map.getMaxZoom());
          map.setView([latitude, longitude], target);
        });
        group.addLayer(marker);
        const element = marker.getElement();
        name(element, label);
        if (element) element.dataset.count = String(count);
      } else {
        const { id, category } = props as PointProps;
        const { colour, displayName } = categoryOf(category);
        const label = displayName ? `${displayName}: show a preview` : 'Show a preview';
        const marker = L.marker([latitude, longitude], {
          icon: pinIcon(colour),
          title: label,
          riseOnHover: true,
        });
        marker.on('click', () => handlers.onSelect(id));
        marker.on('mouseover', () => handlers.onHover(id));
        marker.on('mouseout', () => handlers.onHover(null));
        group.addLayer(marker);
        const element = marker.getElement();
        if (element) {
          element.dataset.id = String(id);
          name(element, label);
          pins.set(id, element);
        }
      }
    }
    applyMarks();
  }

  return {
    redraw,
    highlight(ids) {
      marked = ids;
      applyMarks();
    },
    pinElement: (id) => pins.get(id),
    remove() {
      group.remove();
      pins.clear();
    },
  };
}
