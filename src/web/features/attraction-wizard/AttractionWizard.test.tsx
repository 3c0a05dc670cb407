import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/component/fake-api';
import { renderWithProviders } from '../../../../tests/component/render';
import { catalogueAnswers, visitorSubmit } from '../../../../tests/component/wizard-step';
import { messages } from '../../../contract/messages';
import {
  emptyWizardValues,
  type WizardValues,
} from '../../components/attraction-form/wizard-model';
import { AttractionWizard, type WizardProps } from './AttractionWizard';

/** A visitor's submission wizard (/attraction/submit), with the catalogue lists answered. */
function renderWizard(overrides: Partial<WizardProps> = {}) {
  const api = fakeApi(catalogueAnswers);
  const onSave = vi.fn<(values: WizardValues) => Promise<void>>(() => Promise.resolve());
  const view = renderWithProviders(
    <AttractionWizard
      options={visitorSubmit}
      initialValues={emptyWizardValues()}
      saveLabel="Save Attraction"
      onSave={onSave}
      {...overrides}
    />,
  );
  return { ...view, api, onSave };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const HINT = 'Complete the fields marked * to continue.';

/** What tells a visitor where they are: the heading, "Step n of 6" and the progress bar. */
function expectStep(number: number, title: string) {
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
  expect(screen.getByText(`Step ${number} of 6`)).toBeVisible();
  expect(screen.getByRole('progressbar', { name: `Step ${number} of 6` })).toBeInTheDocument();
}

/** A step of the indicator shown on large screens (its steps are tabs of the list 'Steps'). */
const stepButton = (title: string) =>
  within(screen.getByRole('tablist', { name: 'Steps' })).getByRole('tab', {
    name: new RegExp(`^${title}`),
  });

async function fill(user: UserEvent, name: RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function completeBasicDetails(user: UserEvent) {
  await fill(user, /^Name/, 'Kew Gardens');
  await fill(user, /^Description/, 'Glasshouses and a treetop walkway.');
  await fill(user, /^Adult entry price/, '22');
}

async function pickRegion(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Region/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('the submission wizard (SPEC §4 wizard)', { timeout: 60_000 }, () => {
  it('opens on step 1 of 6 with Previous off, and refuses Next until the step is complete', async () => {
    const { user } = renderWizard();
    expectStep(1, 'Basic Details');
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    expect(screen.getByText(HINT)).toBeVisible();

    await fill(user, /^Name/, 'Kew Gardens');
    await fill(user, /^Description/, 'Glasshouses and a treetop walkway.');
    // The entry price is still missing.
    expect(button('Next')).toBeDisabled();
    await fill(user, /^Adult entry price/, '22');
    expect(button('Next')).toBeEnabled();
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it("refuses Next again once a field breaks a rule, and shows that field's message", async () => {
    const { user } = renderWizard();
    await completeBasicDetails(user);
    expect(button('Next')).toBeEnabled();
    await user.clear(textbox(/^Name/));
    expect(textbox(/^Name/)).toHaveAccessibleDescription(messages.required);
    expect(button('Next')).toBeDisabled();
    expectStep(1, 'Basic Details');
  });

  it('moves on to Location, marks Basic Details complete, and takes the focus to the heading', async () => {
    const { user } = renderWizard();
    await completeBasicDetails(user);
    await user.click(button('Next'));
    expectStep(2, 'Location');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(stepButton('Location')).toHaveAttribute('aria-current', 'step');
    expect(within(stepButton('Basic Details')).getByText('Complete')).toBeInTheDocument();
    expect(within(stepButton('Location')).getByText('In Progress')).toBeInTheDocument();
    expect(button('Previous')).toBeEnabled();

    // The region is required.
    expect(button('Next')).toBeDisabled();
    await pickRegion(user, 'London');
    expect(button('Next')).toBeEnabled();
  });

  it('goes back with what was typed kept, and forward again to the step as it was left', async () => {
    const { user } = renderWizard();
    await completeBasicDetails(user);
    await user.click(button('Next'));
    await pickRegion(user, 'London');
    await fill(user, /^Town/, 'Richmond');

    await user.click(button('Previous'));
    expectStep(1, 'Basic Details');
    expect(textbox(/^Name/)).toHaveValue('Kew Gardens');
    expect(textbox(/^Description/)).toHaveValue('Glasshouses and a treetop walkway.');
    // Formatted in pounds when the field was left (SPEC §3).
    expect(textbox(/^Adult entry price/)).toHaveValue('22.00');

    await user.click(button('Next'));
    expectStep(2, 'Location');
    expect(textbox(/^Town/)).toHaveValue('Richmond');
    expect(screen.getByRole('combobox', { name: /^Region/ })).toHaveTextContent('London');
  });

  it('goes back through the step indicator too, but never beyond the next step', async () => {
    const { user } = renderWizard();
    await completeBasicDetails(user);
    await user.click(button('Next'));
    await pickRegion(user, 'Wales');
    expect(stepButton('Contact Information')).toBeEnabled();
    expect(stepButton('Facilities')).toBeDisabled();
    await user.click(stepButton('Basic Details'));
    expectStep(1, 'Basic Details');
    expect(textbox(/^Name/)).toHaveValue('Kew Gardens');
  });

  it("marks a step left with errors 'Fix issues before proceeding', and locks Confirmation", async () => {
    const { user } = renderWizard();
    await completeBasicDetails(user);
    await user.click(button('Next'));
    await pickRegion(user, 'London');
    // A latitude without its longitude.
    await fill(user, /^Latitude/, '51.47');
    expect(button('Next')).toBeDisabled();

    await user.click(button('Previous'));
    expectStep(1, 'Basic Details');
    const location = within(stepButton('Location'));
    expect(location.getByText('Fix issues before proceeding')).toBeInTheDocument();
    expect(within(stepButton('Confirmation')).getByText('Confirm locked')).toBeInTheDocument();
  });

  it('runs through the six steps to Confirmation, previews the attraction and saves it', async () => {
    const { user, onSave } = renderWizard();
    await completeBasicDetails(user);
    await user.click(button('Next'));
    await pickRegion(user, 'London');
    await user.click(button('Next'));
    expectStep(3, 'Contact Information');
    await fill(user, /^Phone number/, '020 8332 5655');
    await user.click(button('Next'));
    expectStep(4, 'Facilities');
    await screen.findByRole('radiogroup', { name: 'Parking' });
    await user.click(button('Next'));
    expectStep(5, 'Categories');
    // At least one category is required.
    expect(button('Next')).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Zoos' }));
    await user.click(button('Next'));

    expectStep(6, 'Confirmation');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Kew Gardens' })).toBeVisible();
    expect(within(preview).getByText('London')).toBeVisible();
    expect(within(preview).getByText('Zoos (main)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Previous')).toBeEnabled();

    await user.click(button('Save Attraction'));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Kew Gardens',
      entryPrice: '22.00',
      region: 'london',
      phoneNumber: '020 8332 5655',
      categories: ['zoo'],
      mainCategory: 'zoo',
    });
  });

  it('lets an admin approve a submission on the last step, with the changes made and that there were some', async () => {
    const onApprove = vi.fn<(values: WizardValues, dirty: boolean) => Promise<void>>(() =>
      Promise.resolve(),
    );
    const onReject = vi.fn<() => Promise<void>>(() => Promise.resolve());
    const { user } = renderWizard({
      options: { mode: 'review', isAdmin: true, savedPrice: 3 },
      saveLabel: 'Apply Changes',
      initialValues: {
        ...emptyWizardValues(),
        name: 'Kew Garden',
        description: 'Glasshouses and a treetop walkway.',
        region: 'london',
        categories: ['zoo'],
        mainCategory: 'zoo',
      },
      review: {
        state: { isAwaitingAdminReview: true, isRejected: false },
        onApprove,
        onReject,
        onUndoReject: vi.fn(() => Promise.resolve()),
      },
    });
    await user.type(textbox(/^Name/), 's');
    for (let step = 1; step < 6; step += 1) await user.click(button('Next'));
    expectStep(6, 'Confirmation');

    await user.click(button('Approve'));
    expect(onApprove).toHaveBeenCalledOnce();
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ name: 'Kew Gardens', region: 'london' });
    expect(onApprove.mock.calls[0]?.[1]).toBe(true);
    await user.click(button('Reject'));
    expect(onReject).toHaveBeenCalledOnce();
    expect(button('Apply Changes')).toBeEnabled();
  });

  it('shows a read-only submission with every field turned off', () => {
    renderWizard({
      readOnly: true,
      initialValues: { ...emptyWizardValues(), name: 'Kew Gardens' },
    });
    expect(textbox(/^Name/)).toHaveValue('Kew Gardens');
    expect(textbox(/^Name/)).toBeDisabled();
    expect(textbox(/^Description/)).toBeDisabled();
  });
});
