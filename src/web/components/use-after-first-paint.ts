import { startTransition, useEffect, useState } from 'react';
import { useServerRendered } from '../providers/render-mode';

/**
 * False for the first render, then true in a transition: what a page renders only once this is
 * true (the part below the fold) is built after the first paint, in a render React can pause,
 * so the page's largest paint comes sooner and the first commit stays short (decision 047).
 * A page the server rendered already holds that part in its HTML (decision 097): true at once,
 * so hydration matches it and nothing below the fold disappears or shifts.
 */
export function useAfterFirstPaint(): boolean {
  const serverRendered = useServerRendered();
  const [ready, setReady] = useState(serverRendered);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
