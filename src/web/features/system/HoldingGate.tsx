import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../providers/site-config-context';
import { isHeldPath } from '../../../contract/page-titles';

const HoldingPage = lazy(() => import('./HoldingPage'));

/**
 * SPEC §1: with holding mode configured (FEATURE_HOLDING_PAGE), visitors see the holding page
 * instead of the site; /admin stays open so the site can be prepared (docs/decisions/085).
 */
export function HoldingGate({ children }: { children: ReactNode }) {
  const { features } = useSiteConfig();
  const { pathname } = useLocation();
  if (!features.holdingPage || !isHeldPath(pathname)) return children;
  return (
    <Suspense fallback={null}>
      <HoldingPage />
    </Suspense>
  );
}
