import { startTransition, useEffect, useState } from 'react';
import { useServerRendered } from '../../providers/render-mode';

/**
 * How many of `items` to render: the first `first` at once, then all of them in a transition.
 * A transition's render yields to the browser every few milliseconds, so a page of cards never
 * holds the main thread in one long task (Lighthouse's Total Blocking Time, decision 047), and
 * what is on screen first still paints in the first commit. A server-rendered page holds all
 * of them already (decision 097), and hydration keeps them.
 */
export function useProgressiveCount(items: readonly unknown[], first: number): number {
  const serverRendered = useServerRendered();
  const [complete, setComplete] = useState<readonly unknown[] | null>(
    serverRendered ? items : null,
  );
  const done = complete === items || items.length <= first;
  useEffect(() => {
    if (done) return;
    startTransition(() => setComplete(items));
  }, [done, items]);
  return done ? items.length : first;
}
