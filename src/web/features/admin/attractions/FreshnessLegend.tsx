import { Box, Chip, Paper, Typography } from '@mui/material';
import { SOCIAL_FRESHNESS_DAYS } from '../../../../contract/constants';
import { FRESHNESS_COLOURS } from './SocialFreshnessChip';

const LEGEND = [
  ['green', 'Green', `Posted within the last ${SOCIAL_FRESHNESS_DAYS} days.`],
  ['orange', 'Orange', `The last post was ${SOCIAL_FRESHNESS_DAYS} days ago or more.`],
  ['purple', 'Purple', 'No post has been recorded.'],
] as const;

/** What each colour of the social freshness chip means. */
export function FreshnessLegend() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.25, sm: 3 }, borderRadius: '18px' }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        What the colours mean
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
        {LEGEND.map(([key, label, text]) => (
          <Box component="li" key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
            <Chip
              size="small"
              label={label}
              sx={{
                bgcolor: FRESHNESS_COLOURS[key],
                color: '#fff',
                fontWeight: 700,
                minWidth: 72,
              }}
            />
            <Typography sx={{ fontSize: '0.9rem' }}>{text}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
