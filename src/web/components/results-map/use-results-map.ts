// The results map's code (Leaflet, react-leaflet, supercluster), fetched when a map is first
// shown (docs/decisions/090 and 094).
import { createElement, useEffect, useState, type ComponentType } from 'react';
import type { ResultsMapProps } from './ResultsMap';

type ResultsMapComponent = ComponentType<ResultsMapProps>;

let loaded: ResultsMapComponent | null = null;
let loading: Promise<ResultsMapComponent> | null = null;

/** Starts fetching the map's code (once), so it downloads while the pins are fetched. */
export function loadResultsMap(): Promise<ResultsMapComponent> {
  loading ??= import('./ResultsMap').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // A later map may try again (a flaky network), as React.lazy would on a new page.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether the map's code has arrived (fetching it if not). Not React.lazy: a lazy component
 * suspends on its first render even when its code is already here, and the retry that reveals
 * it runs at React's retry priority, time-sliced behind whatever else the page is rendering and
 * held until 300 ms after its fallback appeared. With the pins arriving while the list was still
 * settling, that put about a second between the pins and the map (docs/decisions/094).
 */
export function useResultsMapLoaded(): boolean {
  const [ready, setReady] = useState(() => loaded !== null);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadResultsMap().then(
      () => current && setReady(true),
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  // A chunk that failed to load goes to the page's error boundary, as a lazy one did.
  if (failure) throw failure;
  return ready;
}

/** The map itself: render it only once useResultsMapLoaded() is true. */
export function LoadedResultsMap(props: ResultsMapProps) {
  if (!loaded) throw new Error('LoadedResultsMap rendered before the map’s code arrived');
  const ResultsMap = loaded;
  return createElement(ResultsMap, props);
}
