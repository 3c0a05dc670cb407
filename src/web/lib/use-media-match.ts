import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a media query matches: false in a server render and on the first browser render (so
 * hydration agrees with the server's HTML), then the browser's answer, and again on each change.
 *
 * Why not MUI's useMediaQuery: it reads the query through useSyncExternalStore, whose updates are
 * synchronous. A synchronous update that reaches a Suspense boundary still waiting to hydrate (a
 * lazy chunk not yet loaded) makes React give up on the boundary's server HTML and render it again
 * in the browser: on the list's map view at a desktop width that threw away every server-rendered
 * card and rebuilt them in one task of 2 s (issue 34). Set in a transition, the update waits for
 * the boundaries to hydrate instead, and the server's HTML stays.
 */
export function useMediaMatch(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
