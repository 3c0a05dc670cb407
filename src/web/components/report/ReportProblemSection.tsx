import { Box, Typography } from '@mui/material';
import type { Attraction } from '../../../contract/attraction.js';
import { ReportProblemButton } from './ReportProblemButton';

/** 'Report a problem' at the foot of every attraction page, for visitors without an account. */
export function ReportProblemSection({ attraction }: { attraction: Attraction }) {
  return (
    <Box
      component="section"
      aria-labelledby="report-problem-heading"
      sx={{
        mt: 4,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        bgcolor: 'rgba(8,63,51,0.05)',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 16rem' }}>
        <Typography id="report-problem-heading" component="h2" sx={{ fontWeight: 700 }}>
          Something not right?
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Tell us if {attraction.name} has closed or its details are wrong. A moderator checks every
          report.
        </Typography>
      </Box>
      <ReportProblemButton attraction={attraction}>Report a problem</ReportProblemButton>
    </Box>
  );
}
