import { Alert, Button, Snackbar } from '@mui/material';
import { SNACKBAR_AUTO_HIDE_MS } from '../../contract/constants.js';
import type { AlertMessage } from './alerts';

/**
 * The site's one snackbar (SPEC §2, §8): severity and message, auto-hiding after SPEC §9's
 * default 6000 ms, and deaf to clicks elsewhere on the page so a notice is not lost by accident.
 */
export default function AlertSnackbar({
  alert,
  open,
  onClose,
}: {
  alert: AlertMessage;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_AUTO_HIDE_MS.default}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      // Bottom right, clear of the cookie notice (bottom left) on wider screens; phones get the
      // usual full-width bar at the bottom, over the notice for a few seconds at most.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={alert.severity}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          alert.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onClose();
                alert.action?.onClick();
              }}
            >
              {alert.action.label}
            </Button>
          ) : undefined
        }
      >
        {alert.message}
      </Alert>
    </Snackbar>
  );
}
