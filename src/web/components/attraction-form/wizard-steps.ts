import { errorsIn, type WizardErrors } from './wizard-errors';
import type { WizardField } from './wizard-values';

export const STEP_TITLES = [
  'Basic Details',
  'Location',
  'Contact Information',
  'Facilities',
  'Categories',
  'Confirmation',
] as const;
export const CONFIRMATION_STEP = STEP_TITLES.length - 1;

/** The family facts ride in the Facilities step: SPEC §4 fixes six steps (decision 104). */
export const FACT_FIELDS: readonly WizardField[] = [
  'openingHours',
  'accessNote',
  'accessGuideUrl',
  'agesFrom',
  'agesTo',
  'setting',
  'factSources',
];

/** Which fields each step holds; Confirmation has none and is always valid (SPEC §4). */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['name', 'description', 'entryPrice', 'rating', 'googlePlaceId', 'imageUrl'],
  ['address1', 'address2', 'town', 'postCode', 'country', 'latitude', 'longitude', 'region'],
  [
    'linkUrl',
    'phoneNumber',
    'emailAddress',
    'facebookUsername',
    'twitterUsername',
    'instagramUsername',
  ],
  ['facilities', 'facilityTypes', ...FACT_FIELDS],
  ['categories', 'mainCategory'],
  [],
];

export function stepHasErrors(step: number, errors: WizardErrors): boolean {
  return errorsIn(errors, STEP_FIELDS[step] ?? []).length > 0;
}

export type StepStatus = 'Incomplete' | 'Complete' | 'In Progress' | 'Confirm locked' | 'Invalid';

/** SPEC §4's step status: the caption under each step of the indicator. */
export function stepStatus(
  step: number,
  current: number,
  visited: ReadonlySet<number>,
  errors: WizardErrors,
): StepStatus {
  if (step === current) return 'In Progress';
  if (step === CONFIRMATION_STEP) {
    const earlierValid = STEP_FIELDS.slice(0, CONFIRMATION_STEP).every(
      (_, index) => !stepHasErrors(index, errors),
    );
    return earlierValid ? 'Incomplete' : 'Confirm locked';
  }
  if (!visited.has(step)) return 'Incomplete';
  return stepHasErrors(step, errors) ? 'Invalid' : 'Complete';
}

/** SPEC §4: only back, or on to the next step while the current one is valid. */
export function canJumpTo(target: number, current: number, errors: WizardErrors): boolean {
  if (target < current) return true;
  return target === current + 1 && !stepHasErrors(current, errors);
}

/** SPEC §5: saving needs name, categories, main category and region without errors. */
export function canSave(errors: WizardErrors): boolean {
  return (
    (['name', 'categories', 'mainCategory', 'region'] as const).every(
      (field) => errors[field] === undefined,
    ) && Object.keys(errors).length === 0
  );
}
