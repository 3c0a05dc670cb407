import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import type { WizardErrors } from '../../components/attraction-form/wizard-model';
import { WizardStepper } from './WizardStepper';

const TITLES = [
  'Basic Details',
  'Location',
  'Contact Information',
  'Facilities',
  'Categories',
  'Confirmation',
];

function renderStepper(current: number, visited: number[], errors: WizardErrors = {}) {
  const onGoTo = vi.fn<(step: number) => void>();
  render(
    <WizardStepper current={current} visited={new Set(visited)} errors={errors} onGoTo={onGoTo} />,
  );
  return { onGoTo, user: userEvent.setup() };
}

/** The indicator's steps are tabs of the list named 'Steps'. */
const steps = () => within(screen.getByRole('tablist', { name: 'Steps' }));
const stepButton = (title: string) => steps().getByRole('tab', { name: new RegExp(`^${title}`) });
const CAPTION = /^(Incomplete|Complete|In Progress|Confirm locked|Fix issues before proceeding)$/;
const caption = (title: string) => within(stepButton(title)).getByText(CAPTION);

describe('the step indicator (SPEC §4 step status)', () => {
  it('names the six steps in order, and marks the current one and how far along it is', () => {
    renderStepper(2, [0, 1, 2]);
    const buttons = steps().getAllByRole('tab');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Basic Details'),
      expect.stringContaining('Location'),
      expect.stringContaining('Contact Information'),
      expect.stringContaining('Facilities'),
      expect.stringContaining('Categories'),
      expect.stringContaining('Confirmation'),
    ]);
    expect(stepButton('Contact Information')).toHaveAttribute('aria-current', 'step');
    expect(stepButton('Location')).not.toHaveAttribute('aria-current');
    // Below the large breakpoint a progress bar stands in for the indicator.
    const progress = screen.getByRole('progressbar', { name: 'Step 3 of 6' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
  });

  it('captions each step Complete, In Progress or Incomplete', () => {
    renderStepper(2, [0, 1, 2]);
    const captions = TITLES.map((title) => caption(title).textContent);
    expect(captions).toEqual([
      'Complete',
      'Complete',
      'In Progress',
      'Incomplete',
      'Incomplete',
      'Incomplete',
    ]);
  });

  it("captions a visited step with errors 'Fix issues before proceeding', and Confirmation 'Confirm locked'", () => {
    renderStepper(0, [0, 1], { latitude: messages.coordinatesTogether });
    expect(caption('Location')).toHaveTextContent('Fix issues before proceeding');
    expect(caption('Confirmation')).toHaveTextContent('Confirm locked');
    expect(caption('Basic Details')).toHaveTextContent('In Progress');
  });

  it('jumps back to any step, or on to the next one while this one is valid', async () => {
    const { onGoTo, user } = renderStepper(2, [0, 1, 2]);
    expect(stepButton('Basic Details')).toBeEnabled();
    expect(stepButton('Location')).toBeEnabled();
    expect(stepButton('Facilities')).toBeEnabled();
    expect(stepButton('Categories')).toBeDisabled();
    expect(stepButton('Confirmation')).toBeDisabled();
    await user.click(stepButton('Basic Details'));
    await user.click(stepButton('Facilities'));
    expect(onGoTo.mock.calls).toEqual([[0], [3]]);
  });

  it('goes no further while the current step has errors', () => {
    renderStepper(2, [0, 1, 2], { phoneNumber: messages.phone });
    expect(stepButton('Location')).toBeEnabled();
    expect(stepButton('Facilities')).toBeDisabled();
  });
});
