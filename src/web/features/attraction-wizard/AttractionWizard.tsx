import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Step,
  StepButton,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AttractionPreview } from './AttractionPreview';
import { BasicDetailsStep } from '../../components/attraction-form/steps/BasicDetailsStep';
import { CategoriesStep } from '../../components/attraction-form/steps/CategoriesStep';
import { ContactStep } from '../../components/attraction-form/steps/ContactStep';
import { FacilitiesStep } from '../../components/attraction-form/steps/FacilitiesStep';
import { LocationStep } from '../../components/attraction-form/steps/LocationStep';
import { useSnackbarClearance } from './use-snackbar-clearance';
import { StepContext, type WizardStepContext } from '../../components/attraction-form/wizard-form';
import {
  canJumpTo,
  canSave,
  CONFIRMATION_STEP,
  STEP_FIELDS,
  STEP_TITLES,
  stepHasErrors,
  stepStatus,
  wizardErrors,
  type WizardField,
  type WizardOptions,
  type WizardValues,
} from '../../components/attraction-form/wizard-model';

export interface ReviewState {
  isAwaitingAdminReview: boolean;
  isRejected: boolean;
}

export interface WizardProps {
  options: WizardOptions;
  initialValues: WizardValues;
  saveLabel: 'Save Attraction' | 'Apply Changes';
  onSave: (values: WizardValues) => Promise<void>;
  /** Review mode (SPEC §4): Approve / Reject / Undo Reject on the last step. */
  review?: {
    state: ReviewState;
    onApprove: (values: WizardValues, dirty: boolean) => Promise<void>;
    onReject: () => Promise<void>;
    onUndoReject: () => Promise<void>;
  };
  readOnly?: boolean;
  /** Shown above the card (e.g. a read-only notice). */
  notice?: ReactNode;
  /** Told whenever the form starts or stops differing from its initial values. */
  onDirtyChange?: (dirty: boolean) => void;
}

const STEP_COMPONENTS = [
  BasicDetailsStep,
  LocationStep,
  ContactStep,
  FacilitiesStep,
  CategoriesStep,
];

/**
 * On phones the review buttons take a row of their own above Previous and Apply Changes, rather
 * than wrapping one button at a time.
 */
const reviewButtonSx = (flex: string) => ({
  order: { xs: -1, sm: 0 },
  flex: { xs: flex, sm: '0 0 auto' },
});

/**
 * The submission wizard (SPEC §4): six steps shown one at a time, with Previous / Next and the
 * save and review buttons on the last. Values live in react-hook-form; errors are the contract's
 * schema applied to the built attraction (wizard-model.ts, docs/decisions/101).
 */
export function AttractionWizard({
  options,
  initialValues,
  saveLabel,
  onSave,
  review,
  readOnly = false,
  notice,
  onDirtyChange,
}: WizardProps) {
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  const { formState, getValues } = form;
  // watch() re-renders the wizard on every change; errors are recomputed from the values each
  // render (cheap: one schema parse), never memoised on watch()'s mutable object.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const values = form.watch();
  const errors = wizardErrors(values, options);
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set([0]));
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const snackbarClearance = useSnackbarClearance();
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const isDirtyField = (field: WizardField) =>
    Boolean(
      (formState.touchedFields as Record<string, unknown>)[field] ||
      (formState.dirtyFields as Record<string, unknown>)[field],
    );

  const context: WizardStepContext = {
    errors,
    options,
    readOnly,
    shownError: (field) => (isDirtyField(field) ? errors[field] : undefined),
  };

  const goTo = (step: number) => {
    setCurrent(step);
    setVisited((previous) => new Set(previous).add(step));
    // Move focus to the new step's heading, so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const currentInvalid = stepHasErrors(current, errors);
  const isLast = current === CONFIRMATION_STEP;
  const StepComponent = STEP_COMPONENTS[current];
  const reviewable = review && !readOnly;

  return (
    <FormProvider {...form}>
      <StepContext.Provider value={context}>
        {notice}
        <Paper
          variant="outlined"
          sx={{
            borderRadius: { xs: 0, sm: 4 },
            // clip, not hidden: the button bar below must stay sticky.
            overflow: 'clip',
            borderLeftWidth: { xs: 0, sm: 1 },
            borderRightWidth: { xs: 0, sm: 1 },
          }}
        >
          {/* SPEC §4: the step indicator is hidden below the large breakpoint. */}
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
                      onClick={() => goTo(index)}
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

          <Box sx={{ px: { xs: 2, sm: 4 }, py: { xs: 2.5, sm: 3.5 } }}>
            <Typography
              variant="overline"
              sx={{ color: 'text.secondary', letterSpacing: 1, display: 'block' }}
            >
              Step {current + 1} of {STEP_TITLES.length}
            </Typography>
            <Typography
              ref={headingRef}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2.5, outline: 'none' }}
            >
              {STEP_TITLES[current]}
            </Typography>

            {StepComponent ? (
              <StepComponent />
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {Object.keys(errors).length > 0 ? (
                  <Alert severity="warning">
                    Some steps still need attention. Go back to the steps marked “Fix issues before
                    proceeding”.
                  </Alert>
                ) : null}
                <AttractionPreview values={values} />
              </Box>
            )}
          </Box>

          {/* The buttons stay in sight on long steps, above any snackbar showing. */}
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
            <Button
              variant="outlined"
              disabled={current === 0 || busy}
              onClick={() => goTo(current - 1)}
            >
              Previous
            </Button>
            <Box sx={{ flex: 1 }} />
            {!isLast && currentInvalid ? (
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
            {isLast &&
            reviewable &&
            !review.state.isRejected &&
            review.state.isAwaitingAdminReview ? (
              <>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy}
                  onClick={() => void run(review.onReject)}
                  sx={reviewButtonSx('1 1 40%')}
                >
                  Reject
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy || !canSave(errors)}
                  onClick={() => void run(() => review.onApprove(getValues(), formState.isDirty))}
                  sx={reviewButtonSx('1 1 40%')}
                >
                  Approve
                </Button>
              </>
            ) : null}
            {isLast && reviewable && review.state.isRejected ? (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void run(review.onUndoReject)}
                sx={reviewButtonSx('1 1 100%')}
              >
                Undo Reject
              </Button>
            ) : null}
            {isLast ? (
              readOnly ? null : (
                <Button
                  variant="contained"
                  disabled={busy || !canSave(errors)}
                  onClick={() => void run(() => onSave(getValues()))}
                >
                  {saveLabel}
                </Button>
              )
            ) : (
              <Button
                variant="contained"
                disabled={currentInvalid || busy}
                onClick={() => {
                  // SPEC §4: moving on captures the step's values (they stay in the form).
                  for (const field of STEP_FIELDS[current] ?? []) {
                    form.setValue(field, getValues(field), { shouldTouch: true });
                  }
                  goTo(current + 1);
                }}
              >
                Next
              </Button>
            )}
          </Box>
        </Paper>
      </StepContext.Provider>
    </FormProvider>
  );
}
