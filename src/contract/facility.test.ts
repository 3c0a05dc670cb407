import { describe, expect, it } from 'vitest';
import { facilityInputDefaults, FacilityInputSchema, FacilitySchema } from './facility.js';
import { messages } from './messages.js';

const valid = {
  displayName: 'Baby|Changing',
  icon: { prefix: 'fas', iconName: 'baby' },
};

const issues = (value: unknown) =>
  FacilityInputSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ??
  [];

describe('FacilityInputSchema', () => {
  it('fills SPEC defaults: colour green, active, not for disabled, no types', () => {
    expect(FacilityInputSchema.parse(valid)).toEqual({
      ...valid,
      colour: 'green',
      forDisabled: false,
      isActive: true,
      availableDescription: null,
      unavailableDescription: null,
      unknownDescription: null,
      types: [],
    });
  });

  it('requires a display name', () => {
    expect(issues({ icon: valid.icon })).toEqual([['displayName', messages.required]]);
  });

  it('says a valid icon must be selected whenever the icon is missing or empty', () => {
    expect(issues({ displayName: 'Parking' })).toEqual([['icon', messages.icon]]);
    expect(issues({ displayName: 'Parking', icon: { prefix: 'fas', iconName: '' } })).toEqual([
      ['icon.iconName', messages.icon],
    ]);
    expect(issues({ displayName: 'Parking', icon: {} })).toEqual([
      ['icon.prefix', messages.icon],
      ['icon.iconName', messages.icon],
    ]);
  });

  it('takes types as names or {name}, once each', () => {
    const parsed = FacilityInputSchema.parse({
      ...valid,
      types: ['Free', { name: 'Paid' }, 'Free'],
    });
    expect(parsed.types).toEqual([{ name: 'Free' }, { name: 'Paid' }]);
  });

  it('keeps an empty colour at the default', () => {
    expect(FacilityInputSchema.parse({ ...valid, colour: '' }).colour).toBe('green');
  });

  it('checks a given facilityName as a slug', () => {
    expect(issues({ ...valid, facilityName: 'Baby Changing' })).toEqual([
      ['facilityName', messages.lowercase],
      ['facilityName', messages.noSpaces],
    ]);
  });

  it('has form defaults that need only a name and an icon', () => {
    expect(issues(facilityInputDefaults)).toEqual([
      ['displayName', messages.required],
      ['icon.prefix', messages.icon],
      ['icon.iconName', messages.icon],
    ]);
  });
});

describe('FacilitySchema', () => {
  it('defaults colour to green and isActive to true', () => {
    const facility = FacilitySchema.parse({
      facilityName: 'parking',
      displayName: 'Parking',
      forDisabled: false,
      icon: { prefix: 'fas', iconName: 'parking' },
      availableDescription: 'Parking on site',
      unavailableDescription: null,
      unknownDescription: null,
      types: [{ name: 'Free' }],
      attractionCount: 3,
    });
    expect(facility.colour).toBe('green');
    expect(facility.isActive).toBe(true);
  });
});
