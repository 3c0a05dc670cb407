import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../contract/constants';
// Types only: the snackbar itself is fetched with the first alert (below).
import type { AlertMessage, AlertPlacement } from './AlertSnackbar';
import { useSnackbarWaits } from './use-snackbar-waits';

interface AlertsApi {
  showAlert: (alert: AlertMessage) => void;
}

const AlertsContext = createContext<AlertsApi>({ showAlert: () => undefined });

export function useAlerts(): AlertsApi {
  return useContext(AlertsContext);
}

// Fetched with the first alert: many visits never see one.
const AlertSnackbar = lazy(() => import('./AlertSnackbar'));

/**
 * Owns one snackbar; a newer alert replaces the one showing. The shell mounts one for the
 * visitor site (SPEC §9: 6000 ms). The admin layout mounts its own inside it, with SPEC §9's
 * 3000 ms for admin pages, at the bottom centre: being in the layout, a message survives the
 * navigation that follows a save or a delete (docs/decisions/049).
 */
export function AlertsProvider({
  autoHideMs = SNACKBAR_AUTO_HIDE_MS.default,
  placement = 'corner',
  children,
}: {
  autoHideMs?: number;
  placement?: AlertPlacement;
  children: ReactNode;
}) {
  const waits = useSnackbarWaits();
  const [current, setCurrent] = useState<(AlertMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const showAlert = useCallback((alert: AlertMessage) => {
    setCurrent((previous) => ({ ...alert, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);

  return (
    <AlertsContext.Provider value={api}>
      {children}
      {current && !waits ? (
        <Suspense fallback={null}>
          <AlertSnackbar
            key={current.key}
            alert={current}
            open={open}
            onClose={() => setOpen(false)}
            autoHideMs={autoHideMs}
            placement={placement}
          />
        </Suspense>
      ) : null}
    </AlertsContext.Provider>
  );
}
