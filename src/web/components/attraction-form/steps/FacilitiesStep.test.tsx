import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep, visitorSubmit } from '../../../../../tests/component/wizard-step';
import { FacilitiesStep } from './FacilitiesStep';

async function renderFacilities() {
  const view = renderStep(<FacilitiesStep />, { options: visitorSubmit });
  const parking = await screen.findByRole('radiogroup', { name: 'Parking' });
  const pick = (group: HTMLElement, label: string) =>
    view.user.click(within(group).getByRole('radio', { name: label }));
  return { ...view, parking, pick };
}

const parkingTypes = () => screen.queryByRole('group', { name: 'Parking types' });

describe('the Facilities step (SPEC §4 facility values)', { timeout: 40_000 }, () => {
  it('lists the active facilities A to Z by their plain names, each Unknown to start', async () => {
    const { parking } = await renderFacilities();
    const cafe = screen.getByRole('radiogroup', { name: 'Food Cafe' });
    const [first, second] = screen.getAllByRole('radiogroup');
    expect([first, second]).toEqual([cafe, parking]);
    for (const group of [cafe, parking]) {
      expect(
        within(group)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Available', 'Unavailable', 'Advisory', 'Unknown']);
      expect(within(group).getByRole('radio', { name: 'Unknown' })).toBeChecked();
    }
    expect(screen.queryByRole('radiogroup', { name: 'Retired' })).toBeNull();
    // Step-free access is set in the accessibility profile below, under its own name.
    expect(screen.queryByRole('radiogroup', { name: 'Wheelchair Access' })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Step-free access' })).toBeInTheDocument();
  });

  it("offers a facility's types once it is available, and sends the ones ticked", async () => {
    const { parking, pick, user, body } = await renderFacilities();
    expect(parkingTypes()).toBeNull();
    await pick(parking, 'Available');
    const types = parkingTypes()!;
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Free', 'Paid', 'Disabled bays']);
    await user.click(within(types).getByRole('checkbox', { name: 'Paid' }));
    expect(body()).toMatchObject({
      facilities: [{ name: 'parking', state: 'YES', types: ['Paid'] }],
    });
  });

  it('keeps the types for an advisory facility, and drops them for an unavailable one', async () => {
    const { parking, pick, user, body } = await renderFacilities();
    await pick(parking, 'Advisory');
    await user.click(within(parkingTypes()!).getByRole('checkbox', { name: 'Disabled bays' }));
    expect(body()).toMatchObject({
      facilities: [{ name: 'parking', state: 'PARTIAL', types: ['Disabled bays'] }],
    });
    await pick(parking, 'Unavailable');
    expect(parkingTypes()).toBeNull();
    expect(body()).toMatchObject({ facilities: [{ name: 'parking', state: 'NO', types: [] }] });
  });

  it('sends nothing for a facility set back to Unknown', async () => {
    const { parking, pick, body } = await renderFacilities();
    const cafe = screen.getByRole('radiogroup', { name: 'Food Cafe' });
    await pick(cafe, 'Available');
    // The café has no types to offer.
    expect(screen.queryByRole('group', { name: 'Food Cafe types' })).toBeNull();
    await pick(parking, 'Unavailable');
    expect(body()).toMatchObject({
      facilities: [
        { name: 'cafe', state: 'YES', types: [] },
        { name: 'parking', state: 'NO', types: [] },
      ],
    });
    await pick(cafe, 'Unknown');
    expect(body()).toMatchObject({ facilities: [{ name: 'parking', state: 'NO', types: [] }] });
  });

  it('follows the facilities with the opening times, accessibility, and ages and setting', async () => {
    await renderFacilities();
    for (const title of ['Opening times', 'Accessibility', 'Ages and setting']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('asks a moderator where each group came from, and never a visitor (decision 118)', async () => {
    await renderFacilities();
    expect(screen.queryByRole('group', { name: 'Where is this from?' })).toBeNull();
    renderStep(<FacilitiesStep />, { options: { mode: 'create', isAdmin: true } });
    await screen.findAllByRole('radiogroup', { name: 'Parking' });
    // The family essentials (with the facilities), hours, access, ages and setting.
    expect(screen.getAllByRole('group', { name: 'Where is this from?' })).toHaveLength(4);
    const hours = screen.getAllByRole('region', { name: 'Opening times' }).at(-1)!;
    expect(within(hours).getByRole('group', { name: 'Where is this from?' })).toBeInTheDocument();
  });
});
