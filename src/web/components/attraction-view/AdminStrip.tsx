import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The 'Admin actions' strip above an attraction, in view mode (AdminViewBar) and on the edit and
 * review pages (AdminActionBar): one frame, so the two pages link to each other from one spot.
 */
export function AdminStrip({
  children,
  gapBelow = false,
}: {
  children: ReactNode;
  gapBelow?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-label="Admin actions"
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: gapBelow ? { xs: 0, sm: 3 } : 0,
        borderRadius: { xs: 0, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        bgcolor: 'grey.50',
      }}
    >
      <Typography sx={{ fontWeight: 700, mr: 0.5 }}>Admin</Typography>
      {children}
    </Paper>
  );
}
