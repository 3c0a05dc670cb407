import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { InfoPage } from '../InfoPage';
import { POLICY_DATE } from './policy-texts';

/** A policy: its title, the date it was last updated, and its sections as readable prose. */
export function PolicyPage({
  title,
  pageName = title,
  children,
}: {
  title: string;
  pageName?: string;
  children: ReactNode;
}) {
  return (
    <InfoPage
      title={title}
      pageName={pageName}
      eyebrow="Policies"
      subtitle={`Last updated: ${POLICY_DATE}`}
    >
      <Box
        sx={{
          maxWidth: 760,
          '& h2': { fontSize: '1.3rem', mt: 4, mb: 1 },
          '& p, & li': { lineHeight: 1.75, color: 'text.primary' },
          '& ul': { pl: 3 },
          '& table': { width: '100%', borderCollapse: 'collapse', my: 2, fontSize: '0.95rem' },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            p: 1.25,
            borderBottom: '1px solid',
            borderColor: 'divider',
          },
          '& th': { bgcolor: 'rgba(11,93,75,0.06)' },
          // Phones: each row becomes a card, its cells labelled by their column (data-label).
          '@media (max-width: 599.95px)': {
            '& table, & tbody, & tr, & th, & td': { display: 'block', width: '100%' },
            '& thead': { display: 'none' },
            '& tr': {
              mb: 1.5,
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: 2,
              overflow: 'hidden',
            },
            '& td[data-label]::before': {
              content: 'attr(data-label)',
              display: 'block',
              fontWeight: 700,
              fontSize: '0.8rem',
              color: 'text.secondary',
            },
          },
        }}
      >
        {children}
      </Box>
    </InfoPage>
  );
}

export function H2({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" component="h2">
      {children}
    </Typography>
  );
}
