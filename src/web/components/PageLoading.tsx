import { Box, CircularProgress, Typography } from '@mui/material';
import { listTexts } from '../../contract/messages';

/** A loading state with SPEC's wording; 'Page Loading...' unless a page has its own text. */
export function PageLoading({ text = listTexts.loadingPage }: { text?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}
    >
      <CircularProgress size={22} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}
