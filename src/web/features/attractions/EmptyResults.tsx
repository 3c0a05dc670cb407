import { Box, Button, Typography } from '@mui/material';
import { LandscapeIcon } from '../../components/icons';

/** SPEC §2's empty-state message, with a way out when filters caused it. */
export function EmptyResults({ message, onReset }: { message: string; onReset?: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <LandscapeIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light', opacity: 0.6 }} />
      <Typography sx={{ mt: 1, fontSize: '1.1rem', fontWeight: 600 }}>{message}</Typography>
      {onReset ? (
        <Button variant="contained" onClick={onReset} sx={{ mt: 3 }}>
          Reset All Filters
        </Button>
      ) : null}
    </Box>
  );
}
