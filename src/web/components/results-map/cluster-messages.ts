// What the results map's page and its clustering worker (cluster-worker.ts) say to each other.
// Plain data only: it crosses a thread by structured clone.
import type { MapPoint } from '../../../contract/attraction-points';

/** Leaflet's tile size: supercluster's extent, so its radius is in screen pixels. */
export const TILE_SIZE_PX = 256;
/** Pins closer than this many pixels on screen join a cluster. */
export const CLUSTER_RADIUS_PX = 56;
/** From this zoom up every pin stands alone (places sharing one spot aside). */
export const UNCLUSTERED_ZOOM = 16;

export type ToClusterWorker =
  /** A new set of points: the index is built again. */
  | { type: 'load'; points: readonly MapPoint[] }
  /** What is in view at this zoom; `request` comes back with the answer. */
  | { type: 'view'; request: number; bbox: [number, number, number, number]; zoom: number };

/** A cluster in view, with the zoom that opens it (worked out in the worker, not on a tap). */
export interface ViewCluster {
  id: number;
  count: number;
  latitude: number;
  longitude: number;
  expansionZoom: number;
}

/** A point in view on its own, by its attraction id. */
export interface ViewPin {
  id: number;
  latitude: number;
  longitude: number;
}

export interface ViewAnswer {
  type: 'view';
  request: number;
  clusters: ViewCluster[];
  pins: ViewPin[];
}
