import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/component/render';
import { savedValues, TestForm } from '../../../../../tests/component/test-form';
import { FacilityInputSchema } from '../../../../contract/facility.js';
import { IconPicker } from './IconPicker';

function renderPicker(icon = { prefix: '', iconName: '' }) {
  return renderWithProviders(
    <TestForm schema={FacilityInputSchema.pick({ icon: true })} defaultValues={{ icon }}>
      {(control) => <IconPicker control={control} colour="#2E7D32" />}
    </TestForm>,
  );
}

const iconBox = () => screen.getByRole('combobox', { name: /^Icon/ });

describe('IconPicker (SPEC §5: a valid icon must be selected)', () => {
  it('finds an icon by typing its name and saves its reference', async () => {
    const { user } = renderPicker();
    expect(iconBox()).toHaveAccessibleDescription(
      'Type to search, e.g. parking, wheelchair, cafe.',
    );
    await user.type(iconBox(), 'wheel');
    await user.click(await screen.findByRole('option', { name: 'Wheelchair' }));

    expect(iconBox()).toHaveValue('Wheelchair');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedValues()).toEqual({ icon: { prefix: 'fas', iconName: 'wheelchair' } });
  });

  it('a save without an icon says one must be selected', async () => {
    const { user } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(iconBox()).toHaveAccessibleDescription('A valid icon must be selected.');
    expect(iconBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('an icon cleared from the box cannot be saved', async () => {
    const { user } = renderPicker({ prefix: 'fas', iconName: 'square-parking' });
    expect(iconBox()).toHaveValue('Square parking');
    // The clear button shows only on hover; emptying the box clears the icon as well.
    fireEvent.change(iconBox(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(iconBox()).toHaveAccessibleDescription('A valid icon must be selected.');
    expect(screen.queryByRole('status', { name: 'Saved' })).toBeNull();
  });
});
