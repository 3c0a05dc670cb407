import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Attraction } from '../../../contract/attraction';

// The form and its validation load when a visitor asks for it, not with the page (decision 044).
const ReportProblemDialog = lazy(() => import('./ReportProblemDialog'));

/** 'Report a problem' at the foot of every attraction page, for visitors without an account. */
export function ReportProblemSection({ attraction }: { attraction: Attraction }) {
  const [open, setOpen] = useState(false);
  // Each opening is a new report, with its own Idempotency-Key (drawn by the dialog).
  const [opening, setOpening] = useState(0);
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
      <Button
        variant="outlined"
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        Report a problem
      </Button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <ReportProblemDialog
            key={opening}
            open={open}
            onClose={() => setOpen(false)}
            attraction={attraction}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
