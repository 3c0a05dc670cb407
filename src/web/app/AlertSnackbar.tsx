import { Box, Button, IconButton, Paper } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { createSvgIcon } from '@mui/material/utils';
import { useEffect, useRef, useState } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '../../contract/constants.js';
import { CloseIcon } from '../components/icons';
import type { AlertMessage } from './alerts';

// Severity icons as inline paths (Material Symbols, Apache-2.0), as MUI's Alert shows them.
const icons = {
  success: createSvgIcon(
    <path d="M20 12a8 8 0 0 1-8 8 8 8 0 0 1-8-8 8 8 0 0 1 8-8c.76 0 1.5.11 2.2.31l1.57-1.57A9.8 9.8 0 0 0 12 2 10 10 0 0 0 2 12a10 10 0 0 0 10 10 10 10 0 0 0 10-10M7.91 10.08 6.5 11.5 11 16 21 6l-1.41-1.42L11 13.17z" />,
    'Success',
  ),
  info: createSvgIcon(
    <path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" />,
    'Info',
  ),
  warning: createSvgIcon(
    <path d="M12 5.99 19.53 19H4.47zM12 2 1 21h22zm1 14h-2v2h2zm0-6h-2v4h2z" />,
    'Warning',
  ),
  error: createSvgIcon(
    <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8" />,
    'Error',
  ),
};

// Movement only, no fade: a half-transparent notice would fail colour contrast while it arrives.
const rise = keyframes`
  from { transform: translateY(16px) scale(0.97); }
  to { transform: none; }
`;

/**
 * The site's one snackbar (SPEC §2, §8): severity and message, auto-hiding after SPEC §9's
 * default 6000 ms (paused while pointed at or focused), and deaf to clicks elsewhere on the page
 * so a notice is not lost by accident. Hand-made rather than MUI's Snackbar and Alert: those
 * bring 8 KB gzip (transitions, click-away listener) to every first visit that shows the
 * location notice (decision 047).
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
  const [paused, setPaused] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open || paused) return;
    const timer = setTimeout(() => close.current(), SNACKBAR_AUTO_HIDE_MS.default);
    return () => clearTimeout(timer);
  }, [open, paused]);
  if (!open) return null;

  const Icon = icons[alert.severity];
  return (
    <Box
      // MUI's class names are kept: the wizard lifts its sticky buttons clear of this element
      // (attraction-wizard/use-snackbar-clearance.ts).
      className="MuiSnackbar-root MuiSnackbar-anchorOriginBottomRight"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        // Bottom right, clear of the cookie notice (bottom left) on wider screens; phones get the
        // usual full-width bar at the bottom, once the cookie notice has gone (use-snackbar-waits).
        left: { xs: 8, sm: 'auto' },
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        display: 'flex',
        justifyContent: 'center',
        animation: `${rise} 225ms cubic-bezier(0, 0, 0.2, 1)`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Paper
        role="alert"
        elevation={6}
        sx={(theme) => ({
          width: '100%',
          minWidth: { sm: 288 },
          maxWidth: { sm: 560 },
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 0.75,
          bgcolor: theme.palette[alert.severity].main,
          color: theme.palette[alert.severity].contrastText,
          ...theme.typography.body2,
          fontWeight: 500,
        })}
      >
        <Icon sx={{ fontSize: 22, mr: 1.5, opacity: 0.9 }} />
        <Box sx={{ py: 1, flex: 1, minWidth: 0 }}>{alert.message}</Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 2, mr: -1 }}>
          {alert.action ? (
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
          ) : null}
          <IconButton
            size="small"
            color="inherit"
            aria-label="Close"
            title="Close"
            onClick={onClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      </Paper>
    </Box>
  );
}
