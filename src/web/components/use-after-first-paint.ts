import { startTransition, useEffect, useState } from 'react';

/**
 * False for the first render, then true in a transition: what a page renders only once this is
 * true (the part below the fold) is built after the first paint, in a render React can pause,
 * so the page's largest paint comes sooner and the first commit stays short (decision 047).
 * SSR-safe: a server render leaves that part out, as the first browser render does.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
