import { lazy, Suspense } from 'react';
import type { Attraction } from '../../../contract/attraction';

// Few places are closed: the banner's code (an MUI Alert and the contract's closure module) loads
// only for those. A server render waits for it, and the browser keeps the server's HTML until it
// arrives (decision 096).
const TemporaryClosureAlert = lazy(() => import('./TemporaryClosureAlert'));

/** A temporarily closed place says so first, before anything invites a visit (decision 067). */
export function ClosureBanner({ attraction }: { attraction: Attraction }) {
  const { closure } = attraction;
  if (closure.state !== 'temporarilyClosed') return null;
  return (
    <Suspense fallback={null}>
      <TemporaryClosureAlert closure={closure} />
    </Suspense>
  );
}
