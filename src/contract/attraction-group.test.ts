import { describe, expect, it } from 'vitest';
import {
  attractionGroupInputDefaults,
  AttractionGroupInputSchema,
  AttractionGroupSchema,
  isMainCategoryUnset,
} from './attraction-group.js';
import { messages } from './messages.js';

const valid = {
  displayName: 'National Trust',
  websiteUrl: 'www.nationaltrust.org.uk',
  mainCategory: 'historic',
  description: 'Historic houses, gardens and coastline.',
  branding: { primaryColour: '#00573F', secondaryColour: '#FFFFFF', textColour: '#000' },
};

const issues = (value: unknown) =>
  AttractionGroupInputSchema.safeParse(value).error?.issues.map((i) => [
    i.path.join('.'),
    i.message,
  ]) ?? [];

describe('AttractionGroupInputSchema', () => {
  it('accepts a group and adds the website’s scheme', () => {
    const group = AttractionGroupInputSchema.parse(valid);
    expect(group.websiteUrl).toBe('http://www.nationaltrust.org.uk');
  });

  it('requires every SPEC field, each colour on its own', () => {
    expect(issues({})).toEqual([
      ['displayName', messages.required],
      ['websiteUrl', messages.required],
      ['mainCategory', messages.mainCategoryRequired],
      ['description', messages.required],
      ['branding.primaryColour', messages.required],
      ['branding.secondaryColour', messages.required],
    ]);
  });

  it('defaults a left-out text colour to #FFFFFF but not a cleared one', () => {
    const { textColour: _, ...branding } = valid.branding;
    expect(AttractionGroupInputSchema.parse({ ...valid, branding }).branding.textColour).toBe(
      '#FFFFFF',
    );
    expect(issues({ ...valid, branding: { ...branding, textColour: '' } })).toEqual([
      ['branding.textColour', messages.required],
    ]);
  });

  it('limits the display name to 32 and the description to 750 characters', () => {
    expect(issues({ ...valid, displayName: 'x'.repeat(33), description: 'y'.repeat(751) })).toEqual(
      [
        ['displayName', messages.maxLength(32)],
        ['description', messages.maxLength(750)],
      ],
    );
    expect(issues({ ...valid, displayName: 'x'.repeat(32), description: 'y'.repeat(750) })).toEqual(
      [],
    );
  });

  it('says a main category must be selected for empty or N/A', () => {
    expect(issues({ ...valid, mainCategory: '' })).toEqual([
      ['mainCategory', messages.mainCategoryRequired],
    ]);
    expect(issues({ ...valid, mainCategory: 'N/A' })).toEqual([
      ['mainCategory', messages.mainCategoryRequired],
    ]);
  });

  it('checks the group id, website and colours', () => {
    expect(
      issues({
        ...valid,
        groupId: 'National Trust',
        websiteUrl: 'not a site',
        branding: { ...valid.branding, primaryColour: 'green' },
      }),
    ).toEqual([
      ['groupId', messages.lowercase],
      ['groupId', messages.noSpaces],
      ['websiteUrl', messages.url],
      ['branding.primaryColour', messages.hexColour],
    ]);
  });

  it('starts a new form with N/A as the main category and white text', () => {
    expect(attractionGroupInputDefaults.mainCategory).toBe('N/A');
    expect(attractionGroupInputDefaults.branding.textColour).toBe('#FFFFFF');
  });
});

describe('isMainCategoryUnset', () => {
  it('treats absent, empty and N/A as unset', () => {
    for (const value of [undefined, null, '', '  ', 'N/A']) {
      expect(isMainCategoryUnset(value)).toBe(true);
    }
    expect(isMainCategoryUnset('zoo')).toBe(false);
  });
});

describe('AttractionGroupSchema', () => {
  it('defaults the branding text colour to #FFFFFF', () => {
    const group = AttractionGroupSchema.parse({
      groupId: 'nationaltrust',
      displayName: 'National Trust',
      websiteUrl: 'https://www.nationaltrust.org.uk',
      mainCategory: 'historic',
      description: 'Houses and gardens.',
      branding: { primaryColour: '#00573F', secondaryColour: '#FFFFFF' },
      attractionCount: 7,
    });
    expect(group.branding.textColour).toBe('#FFFFFF');
  });
});
