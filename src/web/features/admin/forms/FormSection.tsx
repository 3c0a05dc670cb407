import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of form fields; two columns on wide screens when asked. */
export function FormSection({
  title,
  description,
  children,
  columns = 1,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      sx={{ p: { xs: 2.25, sm: 3 }, m: 0, minWidth: 0, borderRadius: '18px' }}
    >
      <Typography
        component="legend"
        variant="h2"
        sx={{ fontSize: '1.1rem', float: 'left', width: '100%', p: 0, mb: description ? 0.5 : 2 }}
      >
        {title}
      </Typography>
      {description ? (
        <Typography sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: 2.25, clear: 'both' }}>
          {description}
        </Typography>
      ) : null}
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gap: 2.25,
          gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
