import type { AlertColor } from '@mui/material';
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
import { useSnackbarWaits } from './use-snackbar-waits';

export interface AlertMessage {
  severity: AlertColor;
  message: string;
  /** An optional button in the alert, e.g. 'Set location'. */
  action?: { label: string; onClick: () => void };
}

interface AlertsApi {
  showAlert(alert: AlertMessage): void;
}

const AlertsContext = createContext<AlertsApi>({ showAlert: () => undefined });

export function useAlerts(): AlertsApi {
  return useContext(AlertsContext);
}

// Fetched with the first alert: many visits never see one.
const AlertSnackbar = lazy(() => import('./AlertSnackbar'));

/**
 * Owns the one snackbar; a newer alert replaces the one showing. On a phone an alert waits while
 * the cookie notice is up, so only one notice shows at a time; its 6 s start when it shows.
 */
export function AlertsProvider({ children }: { children: ReactNode }) {
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
          />
        </Suspense>
      ) : null}
    </AlertsContext.Provider>
  );
}
