import { Button, type ButtonProps } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { Attraction } from '../../../contract/attraction.js';

// The form and its validation load when a visitor asks for it, not with the page (decision 044).
const ReportProblemDialog = lazy(() => import('./ReportProblemDialog'));

/**
 * A button that opens the report-a-problem dialog for one attraction: at the foot of every
 * attraction page, and as 'Report a correction' on a basic listing's provenance panel.
 */
export function ReportProblemButton({
  attraction,
  children,
  variant = 'outlined',
}: {
  attraction: Attraction;
  children: string;
  variant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  // Each opening is a new report, with its own Idempotency-Key (drawn by the dialog).
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {children}
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
    </>
  );
}
