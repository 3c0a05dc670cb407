import { Alert, Box, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormProvider } from 'react-hook-form';
import { AttractionPreview } from './AttractionPreview';
import { WizardActions } from './WizardActions';
import { WizardStepper } from './WizardStepper';
import { BasicDetailsStep } from '../../components/attraction-form/steps/BasicDetailsStep';
import { CategoriesStep } from '../../components/attraction-form/steps/CategoriesStep';
import { ContactStep } from '../../components/attraction-form/steps/ContactStep';
import { FacilitiesStep } from '../../components/attraction-form/steps/FacilitiesStep';
import { LocationStep } from '../../components/attraction-form/steps/LocationStep';
import { useAttractionForm } from '../../components/attraction-form/use-attraction-form';
import { StepContext } from '../../components/attraction-form/wizard-form';
import {
  canSave,
  CONFIRMATION_STEP,
  STEP_FIELDS,
  STEP_TITLES,
  stepHasErrors,
  type WizardErrors,
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

/** The current step: "Step n of 6", its heading (focused on a step change) and its fields. */
function WizardStepBody({
  current,
  headingRef,
  errors,
  values,
}: {
  current: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  errors: WizardErrors;
  values: WizardValues;
}) {
  const StepComponent = STEP_COMPONENTS[current];
  return (
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
  );
}

/**
 * The submission wizard (SPEC §4): six steps shown one at a time, with Previous / Next and the
 * save and review buttons on the last. Values live in react-hook-form; errors are the contract's
 * schema applied to the built attraction (use-attraction-form.ts, docs/decisions/100).
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
  const { form, values, errors, context } = useAttractionForm(initialValues, options, readOnly);
  const { formState, getValues } = form;
  const [current, setCurrent] = useState(0);
  const [visited, setVisited] = useState<Set<number>>(() => new Set([0]));
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

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

  const reviewable = review && !readOnly ? review : undefined;

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
          <WizardStepper current={current} visited={visited} errors={errors} onGoTo={goTo} />
          <WizardStepBody
            current={current}
            headingRef={headingRef}
            errors={errors}
            values={values}
          />
          <WizardActions
            isFirst={current === 0}
            isLast={current === CONFIRMATION_STEP}
            currentInvalid={stepHasErrors(current, errors)}
            busy={busy}
            canSave={canSave(errors)}
            readOnly={readOnly}
            saveLabel={saveLabel}
            review={reviewable?.state}
            onPrevious={() => goTo(current - 1)}
            onNext={() => {
              // SPEC §4: moving on captures the step's values (they stay in the form).
              for (const field of STEP_FIELDS[current] ?? []) {
                form.setValue(field, getValues(field), { shouldTouch: true });
              }
              goTo(current + 1);
            }}
            onSave={() => void run(() => onSave(getValues()))}
            onApprove={() => void run(() => reviewable!.onApprove(getValues(), formState.isDirty))}
            onReject={() => void run(reviewable!.onReject)}
            onUndoReject={() => void run(reviewable!.onUndoReject)}
          />
        </Paper>
      </StepContext.Provider>
    </FormProvider>
  );
}
