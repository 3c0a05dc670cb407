// The UK's bank-holiday nations (decision 151): England and Wales share one calendar, Scotland and
// Northern Ireland have their own. A place's nation follows from its region (docs/decisions/151).

export const NATIONS = ['england-wales', 'scotland', 'northern-ireland'] as const;
export type Nation = (typeof NATIONS)[number];

export const nationLabels: Record<Nation, string> = {
  'england-wales': 'England and Wales',
  scotland: 'Scotland',
  'northern-ireland': 'Northern Ireland',
};

/**
 * The regions outside England and Wales, by their regionName. Every other region (and a place
 * with no region) keeps England and Wales's bank holidays: a region an admin adds later in
 * Scotland or Northern Ireland must be added here.
 */
export const REGIONS_BY_NATION: Record<Exclude<Nation, 'england-wales'>, readonly string[]> = {
  scotland: ['northscotland', 'southscotland'],
  'northern-ireland': ['northernireland'],
};

export function nationOfRegion(regionName: string | null | undefined): Nation {
  if (regionName) {
    if (REGIONS_BY_NATION.scotland.includes(regionName)) return 'scotland';
    if (REGIONS_BY_NATION['northern-ireland'].includes(regionName)) return 'northern-ireland';
  }
  return 'england-wales';
}

/**
 * The nation a point is in, roughly, for the visitor's own bank holidays (the "open on" quick
 * choice): west of the North Channel is Northern Ireland, north of a straight line from the
 * Solway Firth to Berwick is Scotland. Near the border it can be a few miles out
 * (docs/decisions/151); a place's nation always comes from its region instead.
 */
export function nationAt(latitude: number, longitude: number): Nation {
  if (longitude < -5.45 && latitude > 54 && latitude < 55.35) return 'northern-ireland';
  if (longitude <= -3.1) return latitude > 54.6 ? 'scotland' : 'england-wales';
  const border = 54.97 + ((longitude + 3.1) * 0.83) / 1.07;
  return latitude > border ? 'scotland' : 'england-wales';
}
