// The results map's pins, drawn straight onto Leaflet (docs/decisions/090). The clustering runs
// in a worker (cluster-worker.ts): it indexes every point once per set, and each move asks it only
// for the clusters and pins in view, so 20,000 attractions never become 20,000 DOM nodes and the
// index never holds the main thread. Markers still in view after a move are kept, not redrawn;
// hover highlights toggle a class.
import L from 'leaflet';
import type { MapPoint } from '../../../contract/attraction-points';
import type { ToClusterWorker, ViewAnswer, ViewCluster, ViewPin } from './cluster-messages';

export { UNCLUSTERED_ZOOM } from './cluster-messages';

export interface ClusterLayerHandlers {
  onSelect: (id: number) => void;
  onHover: (id: number | null) => void;
}

export interface ClusterLayer {
  /**
   * Draws what is in view now (after a move, or new looks for the pins). True once this view or
   * a newer one is drawn (only the newest asked is drawn); false if the layer is removed first.
   */
  redraw: () => Promise<boolean>;
  /** Marks one pin (a list card under the pointer, or the one previewed). */
  highlight(ids: { hovered: number | null; selected: number | null }): void;
  /** The screen element of a pin drawn on its own, to give focus back to. */
  pinElement(id: number): HTMLElement | undefined;
  remove(): void;
}

type Looks = (category: string | null) => { colour: string; displayName: string | null };

function clusterSize(count: number): number {
  return count < 10 ? 36 : count < 100 ? 42 : count < 1000 ? 50 : 58;
}

/** The count a cluster shows: 1.7k for 1,744, so four digits fit its circle. */
function shownCount(count: number): string {
  return count >= 1000 ? `${Math.floor(count / 100) / 10}k` : String(count);
}

function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const label = document.createElement('span');
  label.textContent = shownCount(count);
  return L.divIcon({ html: label, className: 'map-cluster', iconSize: [size, size] });
}

function pinIcon(colour: string): L.DivIcon {
  const dot = document.createElement('span');
  dot.className = 'map-pin__dot';
  dot.style.backgroundColor = colour;
  return L.divIcon({ html: dot, className: 'map-pin', iconSize: [26, 26], iconAnchor: [13, 13] });
}

function clusterMarker(map: L.Map, cluster: ViewCluster): L.Marker {
  // The name starts with what the circle shows (WCAG 2.5.3, label in name), then the exact count
  // where the circle rounds it.
  const shown = shownCount(cluster.count);
  const exact =
    shown === String(cluster.count) ? '' : ` (${cluster.count.toLocaleString('en-GB')})`;
  const label = `${shown}${exact} places here: zoom in`;
  const marker = L.marker([cluster.latitude, cluster.longitude], {
    icon: clusterIcon(cluster.count),
    title: label,
    riseOnHover: true,
  });
  marker.on('click', () => {
    map.setView(
      [cluster.latitude, cluster.longitude],
      Math.min(cluster.expansionZoom, map.getMaxZoom()),
    );
  });
  marker.once('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', label);
    if (element) element.dataset.count = String(cluster.count);
  });
  return marker;
}

function pinMarker(
  pin: ViewPin,
  looks: { colour: string; displayName: string | null },
  handlers: ClusterLayerHandlers,
): L.Marker {
  const label = looks.displayName ? `${looks.displayName}: show a preview` : 'Show a preview';
  const marker = L.marker([pin.latitude, pin.longitude], {
    icon: pinIcon(looks.colour),
    title: label,
    riseOnHover: true,
  });
  marker.on('click', () => handlers.onSelect(pin.id));
  marker.on('mouseover', () => handlers.onHover(pin.id));
  marker.on('mouseout', () => handlers.onHover(null));
  marker.once('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', label);
    if (element) element.dataset.id = String(pin.id);
  });
  return marker;
}

export function createClusterLayer(
  map: L.Map,
  points: readonly MapPoint[],
  /** A category's pin colour and name ('Zoo'), for the pin's look and its accessible name. */
  categoryOf: Looks,
  handlers: ClusterLayerHandlers,
): ClusterLayer {
  const categories = new Map(points.map((point) => [point.id, point.category]));
  const worker = new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage({ type: 'load', points } satisfies ToClusterWorker);
  const group = L.layerGroup().addTo(map);
  /** The markers on the map by what they show: kept while a move leaves them in view. */
  let drawn = new Map<string, L.Marker>();
  const pins = new Map<number, HTMLElement>();
  let marked = { hovered: null as number | null, selected: null as number | null };
  let lastRequest = 0;
  /** Who waits for a view to be drawn, by request: a newer view drawn answers them all. */
  const waiting = new Map<number, (drawn: boolean) => void>();
  worker.onmessage = (event: MessageEvent<ViewAnswer>) => {
    const answer = event.data;
    // A later move asked again meanwhile: only the newest view is drawn.
    if (answer.request !== lastRequest) return;
    draw(answer);
    for (const [request, resolve] of waiting) {
      if (request > answer.request) continue;
      waiting.delete(request);
      resolve(true);
    }
  };

  const applyMarks = () => {
    for (const [id, element] of pins) {
      element.classList.toggle('is-hovered', id === marked.hovered);
      element.classList.toggle('is-selected', id === marked.selected);
    }
  };

  function draw(answer: ViewAnswer) {
    const next = new Map<string, L.Marker>();
    const keep = (key: string, make: () => L.Marker) => {
      const marker = drawn.get(key) ?? make();
      next.set(key, marker);
    };
    // A cluster's id names its zoom too: the same key is the same cluster.
    for (const cluster of answer.clusters) {
      keep(`c${cluster.id}:${cluster.count}`, () => clusterMarker(map, cluster));
    }
    // A pin's key holds its looks, so categories arriving late replace only its marker.
    const pinKeys = new Map<number, string>();
    for (const pin of answer.pins) {
      const looks = categoryOf(categories.get(pin.id) ?? null);
      const key = `p${pin.id}:${looks.colour}:${looks.displayName ?? ''}`;
      pinKeys.set(pin.id, key);
      keep(key, () => pinMarker(pin, looks, handlers));
    }
    for (const [key, marker] of drawn) if (!next.has(key)) group.removeLayer(marker);
    for (const [key, marker] of next) if (!drawn.has(key)) group.addLayer(marker);
    drawn = next;
    pins.clear();
    for (const [id, key] of pinKeys) {
      const element = next.get(key)?.getElement();
      if (element) pins.set(id, element);
    }
    applyMarks();
  }

  function redraw(): Promise<boolean> {
    const bounds = map.getBounds().pad(0.25);
    const request = ++lastRequest;
    const message: ToClusterWorker = {
      type: 'view',
      request,
      bbox: [
        Math.max(-180, bounds.getWest()),
        Math.max(-90, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(90, bounds.getNorth()),
      ],
      zoom: Math.round(map.getZoom()),
    };
    return new Promise((resolve) => {
      waiting.set(request, resolve);
      worker.postMessage(message);
    });
  }

  return {
    redraw,
    highlight(ids) {
      marked = ids;
      applyMarks();
    },
    pinElement: (id) => pins.get(id),
    remove() {
      worker.terminate();
      for (const resolve of waiting.values()) resolve(false);
      waiting.clear();
      group.remove();
      pins.clear();
      drawn.clear();
    },
  };
}
