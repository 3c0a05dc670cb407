// The family essentials (decision 109): facilities like any other, each yes / partly / no / not
// checked, grouped on the page as "For families" and recorded with one source as a fact group.
// Plain values, free of zod (decision 047).

/** In the order the "For families" panel and the filter group list them. */
export const ESSENTIAL_FACILITY_NAMES = [
  'pushchairfriendly',
  'babychanging',
  'under5sarea',
  'quietspace',
  'cafe',
  'picnicarea',
  'dogfriendly',
  'parking',
] as const;
export type EssentialFacilityName = (typeof ESSENTIAL_FACILITY_NAMES)[number];

export function isEssentialFacilityName(name: string): name is EssentialFacilityName {
  return (ESSENTIAL_FACILITY_NAMES as readonly string[]).includes(name);
}

export const essentialFacilityLabels: Record<EssentialFacilityName, string> = {
  pushchairfriendly: 'Pushchair friendly',
  babychanging: 'Baby changing',
  under5sarea: 'Under-5s area',
  quietspace: 'Quiet or sensory space',
  cafe: 'Café',
  picnicarea: 'Picnic area',
  dogfriendly: 'Dogs',
  parking: 'Parking',
};

/**
 * Dogs and parking say more than yes or no through their types: dogs welcome on leads,
 * assistance dogs only, or not allowed; parking free, paid, or none on site.
 */
export const DOG_RULES = {
  onleads: { state: 'YES', types: ['Dogs on leads'], label: 'Dogs welcome on leads' },
  assistanceonly: {
    state: 'PARTIAL',
    types: ['Assistance dogs only'],
    label: 'Assistance dogs only',
  },
  none: { state: 'NO', types: [], label: 'No dogs' },
} as const;
export type DogRule = keyof typeof DOG_RULES;

export const PARKING_RULES = {
  free: { state: 'YES', types: ['Free'], label: 'Free parking' },
  paid: { state: 'YES', types: ['Paid'], label: 'Paid parking' },
  none: { state: 'NO', types: [], label: 'No parking on site' },
} as const;
export type ParkingRule = keyof typeof PARKING_RULES;

/** What the panel says for dogs or parking from the stored state and types. */
export function essentialWords(
  name: EssentialFacilityName,
  state: string,
  types: readonly string[],
): string | null {
  if (name === 'dogfriendly') {
    if (state === 'NO') return DOG_RULES.none.label;
    if (types.includes('Assistance dogs only')) return DOG_RULES.assistanceonly.label;
    if (state === 'YES') return DOG_RULES.onleads.label;
  }
  if (name === 'parking') {
    if (state === 'NO') return PARKING_RULES.none.label;
    if (types.includes('Free')) return PARKING_RULES.free.label;
    if (types.includes('Paid')) return PARKING_RULES.paid.label;
  }
  return null;
}
