import { createTheme } from '@mui/material/styles';

// Deep green and warm sunshine: outdoors, calm, trustworthy. Contrast checked for AA on text.
export const theme = createTheme({
  palette: {
    primary: { main: '#0b5d4b', contrastText: '#ffffff' },
    secondary: { main: '#ffc857', contrastText: '#1d1d1f' },
    background: { default: '#f6f7f4', paper: '#ffffff' },
    text: { primary: '#1d1d1f', secondary: '#4a4f4c' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
