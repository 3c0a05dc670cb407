import { Typography } from '@mui/material';
import type { FactCheck } from '../../../../contract/family-facts-schema';
import { checkedText } from '../../attraction-view/opening-hours-text';

/**
 * When a group of facts was last checked and by whom, or that a visitor supplied it (decision
 * 007), shown beside its editor so whoever edits knows how fresh it is.
 */
export function FactCheckNote({ check }: { check: FactCheck | null }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {checkedText(check) ?? 'Never checked.'}
    </Typography>
  );
}
