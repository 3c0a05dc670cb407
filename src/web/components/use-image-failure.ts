import { useCallback, useState } from 'react';

/**
 * Whether an <img> failed to load, on a server-rendered page too (decision 123). An image the server
 * put in the page can fail before the page's script runs, while React is not yet listening for
 * its error event (hydration does not replay it), and the broken image would stay. So the element
 * is also looked at when React attaches to it: a complete image with no width never loaded.
 * For photos (raster images): an SVG without a size of its own can have no natural width.
 */
export function useImageFailure(): {
  failed: boolean;
  onError: () => void;
  attach: (image: HTMLImageElement | null) => void;
} {
  const [failed, setFailed] = useState(false);
  const attach = useCallback((image: HTMLImageElement | null) => {
    if (image?.getAttribute('src') && image.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  return { failed, onError, attach };
}
