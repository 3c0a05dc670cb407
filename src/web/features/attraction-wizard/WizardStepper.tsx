import { Box, LinearProgress, Step, StepButton, Stepper, Typography } from '@mui/material';
import {
  canJumpTo,
  STEP_TITLES,
  stepStatus,
  type WizardErrors,
} from '../../components/attraction-form/wizard-model';

/**
 * SPEC §4's step indicator on large screens (each step with its status, jumping back or one step
 * on) and a progress bar below the large breakpoint, where the indicator is hidden.
 */
export function WizardStepper({
  current,
  visited,
  errors,
  onGoTo,
}: {
  current: number;
  visited: ReadonlySet<number>;
  errors: WizardErrors;
  onGoTo: (step: number) => void;
}) {
  return (
    <>
      <Box
        data-testid="wizard-stepper"
        sx={{ display: { xs: 'none', lg: 'block' }, px: 3, pt: 3, pb: 2, bgcolor: 'grey.50' }}
      >
        <Stepper nonLinear alternativeLabel activeStep={current} aria-label="Steps">
          {STEP_TITLES.map((title, index) => {
            const status = stepStatus(index, current, visited, errors);
            return (
              <Step key={title} completed={status === 'Complete'}>
                <StepButton
                  disabled={index !== current && !canJumpTo(index, current, errors)}
                  onClick={() => onGoTo(index)}
                  optional={
                    <Typography
                      variant="caption"
                      sx={{ color: status === 'Invalid' ? 'error.main' : 'text.secondary' }}
                    >
                      {status === 'Invalid' ? 'Fix issues before proceeding' : status}
                    </Typography>
                  }
                  aria-current={index === current ? 'step' : undefined}
                >
                  {title}
                </StepButton>
              </Step>
            );
          })}
        </Stepper>
      </Box>
      <Box sx={{ display: { xs: 'block', lg: 'none' } }}>
        <LinearProgress
          variant="determinate"
          value={((current + 1) / STEP_TITLES.length) * 100}
          aria-label={`Step ${current + 1} of ${STEP_TITLES.length}`}
          sx={{ height: 6 }}
        />
      </Box>
    </>
  );
}
