import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { isApiUnreachable } from './api-outage';

const MaintenancePage = lazy(() => import('./MaintenancePage'));

/**
 * Shows the maintenance page in place of the page when the API cannot be reached (SPEC §1), and
 * the page again as soon as any read succeeds. It watches the shared query cache, so every page
 * is covered without doing anything itself (docs/decisions/085).
 */
export function ApiOutageGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [outage, setOutage] = useState(false);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'error' && isApiUnreachable(event.action.error)) {
          setOutage(true);
        } else if (event.action.type === 'success') {
          setOutage(false);
        }
      }),
    [queryClient],
  );

  if (!outage) return children;
  return (
    <Suspense fallback={null}>
      <MaintenancePage />
    </Suspense>
  );
}
