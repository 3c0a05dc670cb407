import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** The contact panel's frame, for when it is empty or being edited. */
export function PanelCard({
  title,
  action,
  children,
}: {
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: 'rgba(0,0,0,0.08)' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
