import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep, visitorSubmit } from '../../../../../tests/component/wizard-step';
import { messages } from '../../../../contract/messages';
import { CategoriesStep } from './CategoriesStep';

async function renderCategories() {
  const view = renderStep(<CategoriesStep />, { options: visitorSubmit });
  await screen.findAllByRole('checkbox');
  const tick = (name: string) => view.user.click(screen.getByRole('checkbox', { name }));
  return { ...view, tick };
}

const mainField = () => screen.getByRole('textbox', { name: 'Main category' });
const mainDropDown = () => screen.getByRole('combobox', { name: /^Main category/ });
const categoriesGroup = () => screen.getByRole('group', { name: /^Categories/ });

describe('the Categories step (SPEC §4 category selection)', { timeout: 40_000 }, () => {
  it("lists the categories A to Z, none ticked, with the warning and the main category 'N/A'", async () => {
    await renderCategories();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Aquariums',
      'Castles',
      'Zoos',
    ]);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.selectCategoryFirst);
    expect(mainField()).toHaveValue('N/A');
    expect(mainField()).toBeDisabled();
  });

  it('makes the one ticked category the main one by itself', async () => {
    const { tick, body } = await renderCategories();
    await tick('Zoos');
    expect(screen.getByRole('checkbox', { name: 'Zoos' })).toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mainField()).toHaveValue('Zoos');
    expect(mainField()).toHaveAttribute('readonly');
    expect(mainField()).toHaveAccessibleDescription('The only ticked category is the main one.');
    expect(body()).toMatchObject({ categories: ['zoo'], mainCategory: 'zoo' });
  });

  it('offers the ticked categories, and only those, to pick the main one from once two are ticked', async () => {
    const { user, tick, body } = await renderCategories();
    await tick('Zoos');
    await tick('Aquariums');
    // The first one ticked stays the main one until another is picked.
    expect(mainDropDown()).toHaveTextContent('Zoos');
    await user.click(mainDropDown());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zoos', 'Aquariums']);
    await user.click(within(listbox).getByRole('option', { name: 'Aquariums' }));
    expect(mainDropDown()).toHaveTextContent('Aquariums');
    expect(body()).toMatchObject({ categories: ['zoo', 'aquarium'], mainCategory: 'aquarium' });
  });

  it("says 'A main category must be selected.' when the main one is unticked from three", async () => {
    const { user, tick, body } = await renderCategories();
    await tick('Zoos');
    await tick('Castles');
    await tick('Aquariums');
    await tick('Zoos');
    // A drop-down carries aria-invalid only while it is in error.
    expect(mainDropDown()).toHaveAttribute('aria-invalid', 'true');
    expect(mainDropDown()).toHaveAccessibleDescription(messages.mainCategoryRequired);
    expect(body()).toMatchObject({ categories: ['castles', 'aquarium'], mainCategory: '' });

    await user.click(mainDropDown());
    await user.click(await screen.findByRole('option', { name: 'Castles' }));
    expect(mainDropDown()).not.toHaveAttribute('aria-invalid');
    expect(mainDropDown()).toHaveAccessibleDescription('Pick the category that describes it best.');
    expect(body()).toMatchObject({ mainCategory: 'castles' });
  });

  it("says 'This field is required.' when the last category is unticked, and the main is 'N/A' again", async () => {
    const { tick, body } = await renderCategories();
    await tick('Castles');
    expect(within(categoriesGroup()).queryByText(messages.required)).toBeNull();
    await tick('Castles');
    expect(within(categoriesGroup()).getByText(messages.required)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.selectCategoryFirst);
    expect(mainField()).toHaveValue('N/A');
    expect(body()).toMatchObject({ categories: [], mainCategory: '' });
  });

  it('keeps a saved choice: the categories ticked and the main one picked', async () => {
    renderStep(<CategoriesStep />, {
      initial: { categories: ['zoo', 'castles'], mainCategory: 'castles' },
    });
    expect(await screen.findByRole('checkbox', { name: 'Zoos' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Castles' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Aquariums' })).not.toBeChecked();
    expect(mainDropDown()).toHaveTextContent('Castles');
    expect(mainDropDown()).not.toHaveAttribute('aria-invalid');
  });
});
