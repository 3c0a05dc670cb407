import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { Attraction } from '../../../contract/attraction';

/**
 * What every read-only panel takes: the attraction, and an optional `action` (an edit mode's
 * Set/Edit button) shown beside the panel's heading.
 */
export interface PanelProps {
  attraction: Attraction;
  action?: ReactNode;
}

/**
 * One titled section of the attraction page. Edit modes (decision 080) put their Set/Edit button in
 * `action`, beside the heading.
 */
export function Section({
  title,
  action,
  children,
  headingId,
}: {
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  headingId?: string;
}) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 3, md: 4 } }}>
      {/* The button lines up with the heading's first line when a long name wraps. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Typography
          id={id}
          variant="h2"
          sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, flex: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        {action ? <Box sx={{ flexShrink: 0, pt: { md: 0.25 } }}>{action}</Box> : null}
      </Box>
      {children}
    </Box>
  );
}
