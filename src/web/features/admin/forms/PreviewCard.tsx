import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The frame of a catalogue form's live preview: a titled card that stays in view beside the
 * fields on wide screens (CatalogueFormScaffold's preview column).
 */
export function PreviewCard({
  title = 'Tile preview',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: '18px', position: { md: 'sticky' }, top: { md: 16 } }}
    >
      <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
