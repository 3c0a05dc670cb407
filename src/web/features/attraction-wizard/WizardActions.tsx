import { Box, Button, Typography } from '@mui/material';
import type { ReviewState } from './AttractionWizard';
import { useSnackbarClearance } from './use-snackbar-clearance';

/**
 * On phones the review buttons take a row of their own above Previous and Apply Changes, rather
 * than wrapping one button at a time.
 */
const reviewButtonSx = (flex: string) => ({
  order: { xs: -1, sm: 0 },
  flex: { xs: flex, sm: '0 0 auto' },
});

export interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  currentInvalid: boolean;
  busy: boolean;
  canSave: boolean;
  readOnly: boolean;
  saveLabel: string;
  /** Review mode's state; undefined outside review (or when read-only). */
  review: ReviewState | undefined;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  onApprove: () => void;
  onReject: () => void;
  onUndoReject: () => void;
}

/**
 * SPEC §4's buttons: Previous, Next, and on the last step Save Attraction or Apply Changes with
 * the review buttons. They stay in sight on long steps, above any snackbar showing.
 */
export function WizardActions(props: WizardActionsProps) {
  const { isLast, busy, review } = props;
  const snackbarClearance = useSnackbarClearance();
  const awaiting = isLast && review && !review.isRejected && review.isAwaitingAdminReview;
  return (
    <Box
      data-testid="wizard-actions"
      sx={{
        position: 'sticky',
        bottom: `${snackbarClearance}px`,
        zIndex: 2,
        transition: 'bottom 150ms ease-out',
        boxShadow: '0 -6px 16px rgba(0,0,0,0.06)',
        px: { xs: 2, sm: 4 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        bgcolor: 'grey.50',
      }}
    >
      <Button variant="outlined" disabled={props.isFirst || busy} onClick={props.onPrevious}>
        Previous
      </Button>
      <Box sx={{ flex: 1 }} />
      {!isLast && props.currentInvalid ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            width: { xs: '100%', sm: 'auto' },
            order: { xs: 3, sm: 0 },
          }}
        >
          Complete the fields marked * to continue.
        </Typography>
      ) : null}
      {awaiting ? (
        <>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={props.onReject}
            sx={reviewButtonSx('1 1 40%')}
          >
            Reject
          </Button>
          <Button
            variant="contained"
            color="success"
            disabled={busy || !props.canSave}
            onClick={props.onApprove}
            sx={reviewButtonSx('1 1 40%')}
          >
            Approve
          </Button>
        </>
      ) : null}
      {isLast && review?.isRejected ? (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={props.onUndoReject}
          sx={reviewButtonSx('1 1 100%')}
        >
          Undo Reject
        </Button>
      ) : null}
      {isLast ? (
        props.readOnly ? null : (
          <Button variant="contained" disabled={busy || !props.canSave} onClick={props.onSave}>
            {props.saveLabel}
          </Button>
        )
      ) : (
        <Button variant="contained" disabled={props.currentInvalid || busy} onClick={props.onNext}>
          Next
        </Button>
      )}
    </Box>
  );
}
