import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormHarness } from '../../../../../tests/component/attraction-form';
import { SuitabilityFields } from './SuitabilityFields';

describe('the ages and setting editor', () => {
  it('says when the ages are upside down, once the oldest age is typed', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness>
        <SuitabilityFields />
      </FormHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Youngest age' }), '12');
    expect(screen.queryByText('The youngest age must not be above the oldest age.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Oldest age' }), '3');
    expect(
      screen.getByText('The youngest age must not be above the oldest age.'),
    ).toBeInTheDocument();
  });

  it('sends "all ages" as from 0 with no upper limit, and the setting picked', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> = {};
    render(
      <FormHarness onValues={(next) => (body = next as Record<string, unknown>)}>
        <SuitabilityFields />
      </FormHarness>,
    );
    expect(body.ages).toBeNull();
    expect(body.setting).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'All ages' }));
    await user.click(screen.getByRole('radio', { name: 'Indoor and outdoor' }));
    expect(body.ages).toEqual({ from: 0, to: null });
    expect(body.setting).toBe('mixed');
    expect(screen.getByRole('textbox', { name: 'Youngest age' })).toBeDisabled();
  });

  it('names a non-number age with the contract message', async () => {
    const user = userEvent.setup();
    render(
      <FormHarness>
        <SuitabilityFields />
      </FormHarness>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Youngest age' }), 'two');
    expect(screen.getByText('Enter an age as a whole number from 0 to 99.')).toBeInTheDocument();
  });
});
