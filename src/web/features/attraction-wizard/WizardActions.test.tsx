import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WizardActions, type WizardActionsProps } from './WizardActions';

const props = (overrides: Partial<WizardActionsProps> = {}): WizardActionsProps => ({
  isFirst: false,
  isLast: false,
  currentInvalid: false,
  busy: false,
  canSave: true,
  readOnly: false,
  saveLabel: 'Save Attraction',
  review: undefined,
  onPrevious: vi.fn(),
  onNext: vi.fn(),
  onSave: vi.fn(),
  onApprove: vi.fn(),
  onReject: vi.fn(),
  onUndoReject: vi.fn(),
  ...overrides,
});

const button = (name: string) => screen.getByRole('button', { name });
const noButton = (name: string) => expect(screen.queryByRole('button', { name })).toBeNull();
const HINT = 'Complete the fields marked * to continue.';
const awaitingReview = { isAwaitingAdminReview: true, isRejected: false };

describe("the wizard's buttons (SPEC §4)", () => {
  it('has Previous off on the first step, and Next moves on from a valid step', async () => {
    const user = userEvent.setup();
    const actions = props({ isFirst: true });
    render(<WizardActions {...actions} />);
    expect(button('Previous')).toBeDisabled();
    expect(screen.queryByText(HINT)).toBeNull();
    await user.click(button('Next'));
    expect(actions.onNext).toHaveBeenCalledOnce();
    noButton('Save Attraction');
  });

  it('refuses Next on a step with errors and says why, while Previous still goes back', async () => {
    const user = userEvent.setup();
    const actions = props({ currentInvalid: true });
    render(<WizardActions {...actions} />);
    expect(button('Next')).toBeDisabled();
    expect(screen.getByText(HINT)).toBeVisible();
    await user.click(button('Previous'));
    expect(actions.onPrevious).toHaveBeenCalledOnce();
  });

  it('puts the save button in place of Next on the last step, under the label it is given', async () => {
    const user = userEvent.setup();
    const actions = props({ isLast: true, saveLabel: 'Apply Changes' });
    render(<WizardActions {...actions} />);
    noButton('Next');
    await user.click(button('Apply Changes'));
    expect(actions.onSave).toHaveBeenCalledOnce();
  });

  it('keeps the save button off while the attraction cannot be saved', () => {
    render(<WizardActions {...props({ isLast: true, canSave: false })} />);
    expect(button('Save Attraction')).toBeDisabled();
  });

  it('shows no save button on a read-only submission', () => {
    render(<WizardActions {...props({ isLast: true, readOnly: true })} />);
    noButton('Save Attraction');
    expect(button('Previous')).toBeEnabled();
  });

  it('offers Reject and Approve on the last step of a submission awaiting review', async () => {
    const user = userEvent.setup();
    const actions = props({ isLast: true, review: awaitingReview });
    render(<WizardActions {...actions} />);
    await user.click(button('Reject'));
    await user.click(button('Approve'));
    expect(actions.onReject).toHaveBeenCalledOnce();
    expect(actions.onApprove).toHaveBeenCalledOnce();
    noButton('Undo Reject');
  });

  it('keeps Approve off while the attraction cannot be saved, and the review off before the last step', () => {
    const { rerender } = render(
      <WizardActions {...props({ isLast: true, canSave: false, review: awaitingReview })} />,
    );
    expect(button('Approve')).toBeDisabled();
    expect(button('Reject')).toBeEnabled();
    rerender(<WizardActions {...props({ review: awaitingReview })} />);
    noButton('Approve');
    noButton('Reject');
  });

  it('offers only Undo Reject on a rejected submission', async () => {
    const user = userEvent.setup();
    const actions = props({
      isLast: true,
      review: { isAwaitingAdminReview: false, isRejected: true },
    });
    render(<WizardActions {...actions} />);
    noButton('Approve');
    noButton('Reject');
    await user.click(button('Undo Reject'));
    expect(actions.onUndoReject).toHaveBeenCalledOnce();
  });

  it('turns every button off while a save or review is under way', () => {
    render(<WizardActions {...props({ isLast: true, busy: true, review: awaitingReview })} />);
    for (const name of ['Previous', 'Reject', 'Approve', 'Save Attraction']) {
      expect(button(name)).toBeDisabled();
    }
  });
});
