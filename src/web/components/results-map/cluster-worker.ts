// The results map's clustering, off the main thread (decision 186): supercluster indexes every point
// once per set (about 570 ms for 20,000 places on a slow phone, which on the main thread held
// every tap back), then answers each view with the clusters and lone pins in it.
import Supercluster from 'supercluster';
import {
  CLUSTER_RADIUS_PX,
  TILE_SIZE_PX,
  UNCLUSTERED_ZOOM,
  type ToClusterWorker,
  type ViewAnswer,
} from './cluster-messages';

let index: Supercluster<{ id: number }> | null = null;

function view(bbox: [number, number, number, number], zoom: number): Omit<ViewAnswer, 'request'> {
  const answer: Omit<ViewAnswer, 'request'> = { type: 'view', clusters: [], pins: [] };
  if (!index) return answer;
  for (const feature of index.getClusters(bbox, zoom)) {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      answer.clusters.push({
        id: props.cluster_id,
        count: props.point_count,
        latitude,
        longitude,
        expansionZoom: index.getClusterExpansionZoom(props.cluster_id),
      });
    } else {
      answer.pins.push({ id: (props as { id: number }).id, latitude, longitude });
    }
  }
  return answer;
}

self.onmessage = (event: MessageEvent<ToClusterWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    index = new Supercluster<{ id: number }>({
      radius: CLUSTER_RADIUS_PX,
      // Leaflet's tiles are 256 px: with supercluster's default extent of 512 its radius came out
      // at half the pixels meant, and clusters up to 58 px wide overlapped, too close to tap.
      extent: TILE_SIZE_PX,
      maxZoom: UNCLUSTERED_ZOOM - 1,
    });
    index.load(
      message.points.map((point) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
        properties: { id: point.id },
      })),
    );
    return;
  }
  self.postMessage({ ...view(message.bbox, message.zoom), request: message.request });
};
