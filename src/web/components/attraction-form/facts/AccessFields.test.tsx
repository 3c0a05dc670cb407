import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormHarness } from '../../../../../tests/component/attraction-form';
import { AccessFields } from './AccessFields';

describe('the accessibility profile editor', { timeout: 40_000 }, () => {
  it('lists all ten access facilities, each "Not yet checked" until set', () => {
    render(
      <FormHarness>
        <AccessFields />
      </FormHarness>,
    );
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(10);
    for (const group of groups) {
      expect(within(group).getByRole('radio', { name: 'Not yet checked' })).toBeChecked();
    }
  });

  it('sends the states picked as facilities, with the note and the guide link', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    render(
      <FormHarness onValues={(next) => (body = next as Record<string, unknown>)}>
        <AccessFields />
      </FormHarness>,
    );
    const stepFree = screen.getByRole('radiogroup', { name: 'Step-free access' });
    await user.click(within(stepFree).getByRole('radio', { name: 'Partly' }));
    const changing = screen.getByRole('radiogroup', { name: 'Changing Places toilet' });
    await user.click(within(changing).getByRole('radio', { name: 'No' }));
    // Pasted rather than typed: each keystroke re-renders the ten radio groups on jsdom.
    await user.click(screen.getByRole('textbox', { name: 'Access note' }));
    await user.paste('Ramp at the side door.');
    await user.click(screen.getByRole('textbox', { name: 'Access guide link' }));
    await user.paste('https://example.org/access');
    expect(body.facilities).toEqual([
      { name: 'wheelchairaccess', state: 'PARTIAL', types: [] },
      { name: 'changingplaces', state: 'NO', types: [] },
    ]);
    expect(body.access).toEqual({
      note: 'Ramp at the side door.',
      guideUrl: 'https://example.org/access',
    });
  });

  it('refuses a guide link that is not a web address', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness>
        <AccessFields />
      </FormHarness>,
    );
    const link = screen.getByRole('textbox', { name: 'Access guide link' });
    await user.click(link);
    await user.paste('not a link');
    await user.tab();
    expect(link).toBeInvalid();
    expect(link).not.toHaveAccessibleDescription("The place's own access page, if it has one.");
  });
});
