import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../providers/use-page-title';

/** An admin page's heading, its one-line purpose and its main actions; sets the title too. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
  pageTitle,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The '{product} - {page}' part, when the heading is not plain text. */
  pageTitle?: string;
}) {
  usePageTitle(pageTitle ?? (typeof title === 'string' ? title : 'Admin'));
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, md: 3 },
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.65rem', md: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography sx={{ color: 'text.secondary', mt: 0.75, maxWidth: 720 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
