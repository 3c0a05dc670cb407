import { describe, expect, it } from 'vitest';
import {
  canJumpTo,
  emptyWizardValues,
  effectiveMainCategory,
  stepStatus,
  toAttractionInput,
  wizardErrors,
  type WizardValues,
} from './wizard-model';

const submit = { mode: 'submit' as const, isAdmin: false };
const valid = (): WizardValues => ({
  ...emptyWizardValues(),
  name: 'Zoo',
  description: 'Animals',
  entryPrice: '12.50',
  region: 'yorkshire',
  categories: ['zoo'],
});

describe('wizardErrors', () => {
  it("maps the contract's messages onto the form's fields", () => {
    const errors = wizardErrors(emptyWizardValues(), submit);
    expect(errors.name).toBe('This field is required.');
    expect(errors.entryPrice).toBe('This field is required.');
    expect(errors.region).toBe('This field is required.');
    expect(errors.mainCategory).toBe(
      'Select at least one category before selecting a main category.',
    );
    expect(wizardErrors({ ...valid(), phoneNumber: '123' }, submit).phoneNumber).toBe(
      'Please enter a valid UK Phone Number.',
    );
    expect(wizardErrors({ ...valid(), entryPrice: 'abc' }, submit).entryPrice).toBe(
      'This field is expected to be a number but was text.',
    );
    expect(wizardErrors(valid(), submit)).toEqual({});
  });

  it('needs a main category once two are ticked', () => {
    expect(
      wizardErrors({ ...valid(), categories: ['zoo', 'aquarium'], mainCategory: '' }, submit)
        .mainCategory,
    ).toBe('A main category must be selected.');
    expect(effectiveMainCategory({ categories: ['zoo'], mainCategory: 'N/A' })).toBe('zoo');
    expect(effectiveMainCategory({ categories: [], mainCategory: 'zoo' })).toBe('N/A');
  });
});

describe('toAttractionInput', () => {
  it('leaves admin-only fields out for visitors and drops unknown facilities', () => {
    const body = toAttractionInput(
      { ...valid(), googlePlaceId: 'abc', facilities: { parking: 'YES', cafe: 'N/A' } },
      submit,
    ) as Record<string, unknown>;
    expect(body.metadata).toBeUndefined();
    expect(body.facilities).toEqual([{ name: 'parking', state: 'YES', types: [] }]);
    expect(body.entryPrice).toBe(12.5);
  });
});

describe('step navigation', () => {
  it('jumps back freely and forward only to the next step of a valid one', () => {
    const errors = wizardErrors(emptyWizardValues(), submit);
    expect(canJumpTo(0, 2, errors)).toBe(true);
    expect(canJumpTo(1, 0, errors)).toBe(false);
    expect(canJumpTo(2, 0, {})).toBe(false);
    expect(canJumpTo(1, 0, {})).toBe(true);
  });

  it('reports SPEC step statuses', () => {
    const errors = wizardErrors(emptyWizardValues(), submit);
    expect(stepStatus(0, 0, new Set([0]), errors)).toBe('In Progress');
    expect(stepStatus(0, 1, new Set([0, 1]), errors)).toBe('Invalid');
    expect(stepStatus(2, 1, new Set([0, 1]), errors)).toBe('Incomplete');
    expect(stepStatus(5, 1, new Set([0, 1]), errors)).toBe('Confirm locked');
    expect(stepStatus(0, 1, new Set([0, 1]), {})).toBe('Complete');
  });
});
