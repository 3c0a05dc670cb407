import { Box, Typography } from '@mui/material';
import type { ProposalRow } from './proposal-values';

const column = { minWidth: 0, overflowWrap: 'anywhere' } as const;

function Lines({ lines, tone }: { lines: string[]; tone: 'old' | 'new' | 'same' }) {
  return (
    <Box
      sx={{
        ...column,
        px: 1.25,
        py: 0.75,
        borderRadius: 1.5,
        bgcolor: tone === 'old' ? '#fdf2f2' : tone === 'new' ? '#eef7f1' : 'transparent',
      }}
    >
      {lines.map((line, i) => (
        <Typography key={i} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * One group's fields as a table: what the page shows now beside what the venue proposes, the
 * changed fields tinted. On a phone the two stack under their own labels.
 */
export function ProposalGroupDiff({ rows }: { rows: ProposalRow[] }) {
  return (
    <Box role="table" aria-label="Now and proposed" sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        role="row"
        sx={{
          display: { xs: 'none', sm: 'grid' },
          gridTemplateColumns: '10rem minmax(0, 1fr) minmax(0, 1fr)',
          gap: 1.5,
          color: 'text.secondary',
          fontSize: '0.8rem',
          fontWeight: 700,
          letterSpacing: '0.05em',
          textTransform: 'uppercase',
        }}
      >
        <Box role="columnheader">Field</Box>
        <Box role="columnheader">Now on the page</Box>
        <Box role="columnheader">Proposed</Box>
      </Box>
      {rows.map((row) => (
        <Box
          role="row"
          key={row.field}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '10rem minmax(0, 1fr) minmax(0, 1fr)' },
            gap: { xs: 0.5, sm: 1.5 },
            alignItems: 'start',
          }}
        >
          <Typography
            role="rowheader"
            sx={{
              fontWeight: 600,
              pt: { sm: 0.75 },
              // On a phone the card's heading already names a group of one field.
              display: { xs: rows.length === 1 ? 'none' : 'block', sm: 'block' },
            }}
          >
            {row.label}
          </Typography>
          <Box role="cell" aria-label={`${row.label} now`} sx={column}>
            <Typography variant="caption" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
              Now on the page
            </Typography>
            <Lines lines={row.before} tone={row.changed ? 'old' : 'same'} />
          </Box>
          <Box role="cell" aria-label={`${row.label} proposed`} sx={column}>
            <Typography variant="caption" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
              Proposed
            </Typography>
            <Lines lines={row.after} tone={row.changed ? 'new' : 'same'} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
