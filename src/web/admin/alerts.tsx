import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../contract/constants.js';

interface AdminAlert {
  severity: AlertColor;
  message: string;
}

interface AdminAlertsApi {
  showAlert(alert: AdminAlert): void;
}

const AdminAlertsContext = createContext<AdminAlertsApi>({ showAlert: () => undefined });

export function useAdminAlerts(): AdminAlertsApi {
  return useContext(AdminAlertsContext);
}

/**
 * The admin area's snackbar: SPEC §9's 3000 ms for admin pages (the visitor site's is 6000 ms),
 * not closed by a click elsewhere (SPEC §8). It lives in the admin layout, so a message survives
 * the redirect that follows a save or a delete.
 */
export function AdminAlertsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(AdminAlert & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const showAlert = useCallback((alert: AdminAlert) => {
    setCurrent((previous) => ({ ...alert, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ showAlert }), [showAlert]);
  const close = () => setOpen(false);

  return (
    <AdminAlertsContext.Provider value={api}>
      {children}
      {current ? (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={SNACKBAR_AUTO_HIDE_MS.adminAndAttractionPage}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') close();
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {current.message}
          </Alert>
        </Snackbar>
      ) : null}
    </AdminAlertsContext.Provider>
  );
}
