import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { RegionInputSchema, RegionSchema } from './region.js';

describe('RegionInputSchema', () => {
  it('requires displayName, latitude and longitude', () => {
    const result = RegionInputSchema.safeParse({});
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['displayName', messages.required],
      ['latitude', messages.required],
      ['longitude', messages.required],
    ]);
  });

  it('accepts a region and checks its ranges', () => {
    const region = { displayName: 'London', latitude: 51.507, longitude: -0.128 };
    expect(RegionInputSchema.parse(region)).toEqual(region);
    const result = RegionInputSchema.safeParse({ ...region, latitude: 91 });
    expect(result.error?.issues[0]?.message).toBe(messages.between(-90, 90));
  });

  it('checks a given regionName as a slug', () => {
    const result = RegionInputSchema.safeParse({
      regionName: 'north west',
      displayName: 'North West',
      latitude: 54,
      longitude: -2.7,
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.noSpaces]);
  });
});

describe('RegionSchema', () => {
  it('reads a region with its attraction count', () => {
    const region = {
      regionName: 'london',
      displayName: 'London',
      latitude: 51.507,
      longitude: -0.128,
      attractionCount: 40,
    };
    expect(RegionSchema.parse(region)).toEqual(region);
  });
});
