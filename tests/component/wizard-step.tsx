// Test support for the submission wizard's component tests: the catalogue lists its steps read
// (categories, regions, facilities) answered by a fake API, and one step rendered inside the
// attraction form with the app's providers, reporting the body the form would send.
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { AttractionInput } from '../../src/contract/attraction-input';
import type { Category } from '../../src/contract/category';
import type { Facility } from '../../src/contract/facility';
import type { Region } from '../../src/contract/region';
import type { WizardOptions } from '../../src/web/components/attraction-form/wizard-input';
import type { WizardValues } from '../../src/web/components/attraction-form/wizard-values';
import { adminEdit, FormHarness } from './attraction-form';
import { fakeApi, listOf, type FakeAnswer } from './fake-api';
import { renderWithProviders, type RenderOptions } from './render';

/** A visitor suggesting an attraction (/attraction/submit). */
export const visitorSubmit: WizardOptions = { mode: 'submit', isAdmin: false };

const category = (categoryName: string, displayName: string): Category => ({
  categoryName,
  displayName,
  categoryPageTitle: displayName,
  rank: 1000,
  displayColor: '#336699',
  attractionCount: 3,
});

/** Listed out of order on purpose: the steps sort them A to Z by display name. */
export const testCategories: Category[] = [
  category('zoo', 'Zoos'),
  category('castles', 'Castles'),
  category('aquarium', 'Aquariums'),
];

const region = (regionName: string, displayName: string): Region => ({
  regionName,
  displayName,
  latitude: 51.5,
  longitude: -0.1,
  attractionCount: 5,
});

export const testRegions: Region[] = [region('wales', 'Wales'), region('london', 'London')];

const facility = (
  facilityName: string,
  displayName: string,
  extra: Partial<Facility> = {},
): Facility => ({
  facilityName,
  displayName,
  colour: 'green',
  forDisabled: false,
  isActive: true,
  icon: { prefix: 'fas', iconName: 'circle' },
  availableDescription: null,
  unavailableDescription: null,
  unknownDescription: null,
  types: [],
  attractionCount: 4,
  ...extra,
});

/**
 * Parking has types; the café's display name has SPEC §2's two parts; one facility is inactive;
 * step-free access belongs to the accessibility profile, which the Facilities step edits apart.
 */
export const testFacilities: Facility[] = [
  facility('parking', 'Parking', {
    types: [{ name: 'Free' }, { name: 'Paid' }, { name: 'Disabled bays' }],
  }),
  facility('cafe', 'Food|Cafe'),
  facility('retired', 'Retired', { isActive: false }),
  facility('wheelchairaccess', 'Wheelchair Access', { forDisabled: true }),
];

/** The catalogue lists every step may ask for, whole (SPEC §7). */
export const catalogueAnswers: Record<string, FakeAnswer> = {
  'GET /attraction-service/v2/categories': listOf(testCategories),
  'GET /attraction-service/v2/regions': listOf(testRegions),
  'GET /attraction-service/v2/facilities': listOf(testFacilities),
};

export interface StepRenderOptions extends RenderOptions {
  initial?: Partial<WizardValues>;
  options?: WizardOptions;
  /** Answers besides the catalogue lists (e.g. the postcode look-up). */
  answers?: Record<string, FakeAnswer>;
}

/**
 * One step inside the attraction form (an admin editing, unless `options` says otherwise), with
 * the app's providers and the catalogue answered. `body()` is what the form would send now.
 */
export function renderStep(step: ReactElement, stepOptions: StepRenderOptions = {}) {
  const { initial, options = adminEdit, answers = {}, ...renderOptions } = stepOptions;
  const api = fakeApi({ ...catalogueAnswers, ...answers });
  const latest: { body: AttractionInput | null } = { body: null };
  const view = renderWithProviders(
    <FormHarness initial={initial} options={options} onValues={(body) => (latest.body = body)}>
      {step}
    </FormHarness>,
    renderOptions,
  );
  const body = (): AttractionInput => {
    if (latest.body === null) throw new Error('The form has not rendered yet.');
    return latest.body;
  };
  return { ...view, api, body };
}

/**
 * Whether the form marks a field in error (aria-invalid; its message is then the description).
 * Not jest-dom's toBeInvalid, which also counts the browser's own checks (an empty required input,
 * a URL without its scheme): nobody sees those, as the wizard submits no <form>.
 */
export function expectInError(field: HTMLElement, inError = true) {
  expect(field).toHaveAttribute('aria-invalid', String(inError));
}
