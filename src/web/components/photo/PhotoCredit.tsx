import { Box } from '@mui/material';
import { photoCreditLine, type Photo } from '../../../contract/photo';

/**
 * A photo's credit and licence laid on its bottom right corner (decision 167): white on a dark
 * band, readable over any photo. On a card it keeps to one line (the whole line is still read
 * out and shown as a tooltip); on the attraction page it wraps. `as` makes it the figure's
 * caption there.
 */
export function PhotoCredit({
  photo,
  compact = false,
  beside = false,
  as = 'span',
}: {
  photo: Pick<Photo, 'credit' | 'licence'>;
  compact?: boolean;
  /** Something sits in the bottom left corner (a card's "Temporarily closed"): keep clear of it. */
  beside?: boolean;
  as?: 'span' | 'figcaption';
}) {
  const line = photoCreditLine(photo);
  return (
    <Box
      component={as}
      data-testid="photo-credit"
      title={compact ? line : undefined}
      sx={{
        position: 'absolute',
        right: compact ? 8 : { xs: 10, sm: 24 },
        bottom: compact ? 8 : { xs: 10, sm: 24 },
        maxWidth: beside
          ? '48%'
          : compact
            ? 'calc(100% - 16px)'
            : { xs: 'calc(100% - 20px)', sm: '72%' },
        px: compact ? 0.75 : 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: compact ? '0.7rem' : '0.75rem',
        lineHeight: 1.4,
        color: '#fff',
        bgcolor: 'rgba(0,0,0,0.66)',
        ...(compact
          ? { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }
          : { overflowWrap: 'anywhere' }),
      }}
    >
      {line}
    </Box>
  );
}
