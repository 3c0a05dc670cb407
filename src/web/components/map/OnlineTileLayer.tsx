import { useEffect, useSyncExternalStore } from 'react';
import { TileLayer } from 'react-leaflet';
import { tileAttribution } from './tile-attribution';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The map's tiles, asked for only while the browser is online (decision 186): offline every tile
 * request fails and logs an error in the console, for nothing. The map's tinted surface and its
 * note stand in (`onUnavailable(true)`); when the connection comes back the tiles load and the
 * note goes (`onUnavailable(false)`), until a tile fails.
 */
export function OnlineTileLayer({
  url,
  maxZoom,
  onUnavailable,
}: {
  url: string;
  maxZoom: number;
  /** Whether tiles cannot load: offline, or a tile failed (true), or online again (false). */
  onUnavailable: (unavailable: boolean) => void;
}) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => {
    onUnavailable(!online);
  }, [online, onUnavailable]);
  if (!online) return null;
  return (
    <TileLayer
      url={url}
      maxZoom={maxZoom}
      attribution={tileAttribution(url)}
      eventHandlers={{ tileerror: () => onUnavailable(true) }}
    />
  );
}
