import { createTheme } from '@mui/material/styles';
import { focusRing, insetFocusRing } from './focus-ring';

// Deep green and warm sunshine: outdoors, calm, trustworthy. Every text colour here is checked
// for WCAG AA contrast on the backgrounds it sits on.
export const theme = createTheme({
  palette: {
    primary: { main: '#0b5d4b', dark: '#083f33', light: '#2f7d69', contrastText: '#ffffff' },
    secondary: { main: '#ffc857', contrastText: '#1d1d1f' },
    background: { default: '#f6f7f4', paper: '#ffffff' },
    text: { primary: '#1d1d1f', secondary: '#4a4f4c' },
    // Darker than MUI's defaults so white text on filled alerts passes AA (4.5:1).
    warning: { main: '#a84300', contrastText: '#ffffff' },
    info: { main: '#075a8c', contrastText: '#ffffff' },
    success: { main: '#1e6b2a', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
        // Native links and controls; MUI's own controls get theirs from MuiButtonBase below.
        ':focus-visible': focusRing,
        // Invisible until focused by keyboard, then the first thing on the page.
        '.skip-link': {
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          padding: '8px 16px',
          borderRadius: 8,
          background: '#ffc857',
          color: '#1d1d1f',
          fontWeight: 700,
          '&:focus': { top: 8 },
        },
      },
    },
    // Every MUI button, icon button, switch, tab and list entry is a ButtonBase: one ring for all.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
