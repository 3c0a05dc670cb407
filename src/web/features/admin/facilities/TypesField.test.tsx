import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../tests/component/render';
import { savedValues, TestForm } from '../../../../../tests/component/test-form';
import { FacilityInputSchema } from '../../../../contract/facility.js';
import { TypesField } from './TypesField';

function renderTypes(types: { name: string }[] = []) {
  return renderWithProviders(
    <TestForm schema={FacilityInputSchema.pick({ types: true })} defaultValues={{ types }}>
      {(control) => <TypesField control={control} />}
    </TestForm>,
  );
}

const draftBox = () => screen.getByRole('textbox', { name: 'Add a type' });
const listed = () =>
  within(screen.getByRole('list', { name: 'Types' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("TypesField (a facility's types)", () => {
  it('starts empty, and adds a type with Enter or with Add', async () => {
    const { user } = renderTypes();
    expect(screen.getByText('No types yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();

    await user.type(draftBox(), 'Free{Enter}');
    expect(draftBox()).toHaveValue('');
    await user.type(draftBox(), '  Disabled bays ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(listed()).toEqual(['Free', 'Disabled bays']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedValues()).toEqual({ types: [{ name: 'Free' }, { name: 'Disabled bays' }] });
  });

  it('will not list a type twice, whatever its case', async () => {
    const { user } = renderTypes([{ name: 'Paid' }]);
    await user.type(draftBox(), 'PAID');
    expect(draftBox()).toHaveAccessibleDescription('This type is already listed.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(listed()).toEqual(['Paid']);
  });

  it('removes a type with its own button', async () => {
    const { user } = renderTypes([{ name: 'Free' }, { name: 'Paid' }]);
    await user.click(screen.getByRole('button', { name: 'Remove Free' }));
    expect(listed()).toEqual(['Paid']);
    await user.click(screen.getByRole('button', { name: 'Remove Paid' }));
    expect(screen.getByText('No types yet.')).toBeInTheDocument();
  });
});
