import { describe, expect, it } from 'vitest';
import { facilityPlainName, splitFacilityDisplayName } from './facility-name.js';

describe('splitFacilityDisplayName', () => {
  it('splits at the bar into a small top line and a main line', () => {
    expect(splitFacilityDisplayName('Baby|Changing')).toEqual({ top: 'Baby', main: 'Changing' });
    expect(splitFacilityDisplayName('Accessible | Toilets')).toEqual({
      top: 'Accessible',
      main: 'Toilets',
    });
  });

  it('has no top line without a bar', () => {
    expect(splitFacilityDisplayName('Parking')).toEqual({ top: null, main: 'Parking' });
  });

  it('splits only at the first bar and never leaves the main line empty', () => {
    expect(splitFacilityDisplayName('A|B|C')).toEqual({ top: 'A', main: 'B|C' });
    expect(splitFacilityDisplayName('Baby|')).toEqual({ top: null, main: 'Baby' });
    expect(splitFacilityDisplayName('|Cafe')).toEqual({ top: null, main: 'Cafe' });
  });

  it('joins the parts for plain text', () => {
    expect(facilityPlainName('Baby|Changing')).toBe('Baby Changing');
    expect(facilityPlainName('Parking')).toBe('Parking');
  });
});
