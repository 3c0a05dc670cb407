import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../../../tests/component/render';
import { savedValues, TestForm } from '../../../../../tests/component/test-form';
import {
  AttractionGroupInputSchema,
  NO_MAIN_CATEGORY,
} from '../../../../contract/attraction-group.js';
import { FormSelectField } from './FormSelectField';
import { FormSwitchField } from './FormSwitchField';
import { SlugField } from './SlugField';

describe('SlugField (SPEC §5: derived on create, read-only on edit)', () => {
  const renderSlug = (isCreate: boolean) =>
    renderWithProviders(
      <TestForm
        schema={z.object({ regionName: z.string() })}
        defaultValues={{ regionName: 'wales' }}
      >
        {(control) => (
          <SlugField control={control} name="regionName" label="Region name" isCreate={isCreate} />
        )}
      </TestForm>,
    );

  it('on create, says it is made from the display name and cannot be typed in', async () => {
    const { user } = renderSlug(true);
    const field = screen.getByRole('textbox', { name: 'Region name' });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(
      'Made from the display name: lowercase letters and digits only.',
    );
    await user.type(field, 'x');
    expect(field).toHaveValue('wales');
  });

  it('on edit, says it is fixed', () => {
    renderSlug(false);
    expect(screen.getByRole('textbox', { name: 'Region name' })).toHaveAccessibleDescription(
      'Fixed once created: links and filters use it.',
    );
  });
});

describe('FormSwitchField', () => {
  it('turns a setting on and off, and saves what it shows', async () => {
    const { user } = renderWithProviders(
      <TestForm schema={z.object({ isActive: z.boolean() })} defaultValues={{ isActive: true }}>
        {(control) => <FormSwitchField control={control} name="isActive" label="Active" />}
      </TestForm>,
    );
    const active = screen.getByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await user.click(active);
    expect(active).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedValues()).toEqual({ isActive: false });
  });
});

describe('FormSelectField', () => {
  const renderSelect = () =>
    renderWithProviders(
      <TestForm
        schema={AttractionGroupInputSchema.pick({ mainCategory: true })}
        defaultValues={{ mainCategory: NO_MAIN_CATEGORY }}
      >
        {(control) => (
          <FormSelectField
            control={control}
            name="mainCategory"
            label="Main category"
            required
            helperText="Its tile's category."
          >
            <option value={NO_MAIN_CATEGORY}>Select a main category</option>
            <option value="zoo">Zoos</option>
            <option value="museum">Museums</option>
          </FormSelectField>
        )}
      </TestForm>,
    );

  it('shows the contract’s message only after a save, and takes a choice', async () => {
    const { user } = renderSelect();
    const select = screen.getByRole('combobox', { name: /^Main category/ });
    expect(select).toHaveAccessibleDescription("Its tile's category.");

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(select).toHaveAccessibleDescription('A main category must be selected.');
    expect(select).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(select, 'Museums');
    expect(select).toHaveAccessibleDescription("Its tile's category.");
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await savedValues()).toEqual({ mainCategory: 'museum' });
  });

  it('shows the message as soon as "nothing" is chosen again', async () => {
    const { user } = renderSelect();
    const select = screen.getByRole('combobox', { name: /^Main category/ });
    await user.selectOptions(select, 'Zoos');
    await user.selectOptions(select, 'Select a main category');
    expect(select).toHaveAccessibleDescription('A main category must be selected.');
  });
});
