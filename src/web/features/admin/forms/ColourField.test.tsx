import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../../tests/component/render';
import { savedValues, TestForm } from '../../../../../tests/component/test-form';
import { hexColourField } from '../../../../contract/fields.js';
import { ColourField } from './ColourField';

const schema = z.object({ colour: hexColourField() });

function renderColour(colour = '') {
  return renderWithProviders(
    <TestForm schema={schema} defaultValues={{ colour }}>
      {(control) => (
        <ColourField
          control={control}
          name="colour"
          label="Display colour"
          required
          presets={['#C62828', '#2E7D32']}
          helperText="Paints the tile."
        />
      )}
    </TestForm>,
  );
}

const textBox = () => screen.getByRole('textbox', { name: /^Display colour/ });
const picker = () => screen.getByLabelText('Pick display colour');

describe('ColourField (SPEC §5)', () => {
  it("says 'No Colour Selected' until a colour is chosen, with no error yet", () => {
    renderColour();
    expect(textBox()).toHaveValue('');
    expect(textBox()).toHaveAccessibleDescription('No Colour Selected');
    expect(textBox()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a colour that is not hex once typed', async () => {
    const { user } = renderColour();
    await user.type(textBox(), 'red');
    expect(textBox()).toHaveAccessibleDescription('Please enter a valid colour, such as #FFFFFF.');
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(textBox());
    await user.type(textBox(), '#0b5d4b');
    expect(textBox()).toHaveAccessibleDescription('Paints the tile.');
    expect(picker()).toHaveValue('#0b5d4b');
  });

  it('a save without a colour says it is required', async () => {
    const { user } = renderColour();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(textBox()).toHaveAccessibleDescription('This field is required.');
  });

  it('a preset fills the field and shows as pressed', async () => {
    const { user } = renderColour();
    const red = screen.getByRole('button', { name: 'Use #C62828 for display colour' });
    expect(red).toHaveAttribute('aria-pressed', 'false');
    await user.click(red);
    expect(textBox()).toHaveValue('#C62828');
    expect(red).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Use #2E7D32 for display colour' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedValues()).toEqual({ colour: '#C62828' });
  });

  it("the browser's colour picker writes upper-case hex, and shows a short hex widened", () => {
    renderColour('#abc');
    expect(picker()).toHaveValue('#aabbcc');
    fireEvent.input(picker(), { target: { value: '#1a2b3c' } });
    expect(textBox()).toHaveValue('#1A2B3C');
  });
});
