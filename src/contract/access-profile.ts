// The accessibility profile (docs/decisions/014): ten facilities marked forDisabled, each
// yes / no / partial / unknown like every other facility, so the facility filter, the
// facility pages and the editors serve them unchanged. Plain values, free of zod (decision 047).

/** In the order the Accessibility panel and the filter group list them. */
export const ACCESS_FACILITY_NAMES = [
  'wheelchairaccess',
  'accessibletoilets',
  'changingplaces',
  'bluebadgeparking',
  'lift',
  'quiettimes',
  'carerticket',
  'assistancedogs',
  'hearingloop',
  'wheelchairloan',
] as const;
export type AccessFacilityName = (typeof ACCESS_FACILITY_NAMES)[number];

export function isAccessFacilityName(name: string): name is AccessFacilityName {
  return (ACCESS_FACILITY_NAMES as readonly string[]).includes(name);
}

/** The profile's own wording for each ("step-free access" is the wheelchairaccess facility). */
export const accessFacilityLabels: Record<AccessFacilityName, string> = {
  wheelchairaccess: 'Step-free access',
  accessibletoilets: 'Accessible toilet',
  changingplaces: 'Changing Places toilet',
  bluebadgeparking: 'Blue Badge parking',
  lift: 'Lift to all public floors',
  quiettimes: 'Quiet or sensory-friendly times',
  carerticket: 'Free carer ticket',
  assistancedogs: 'Assistance dogs welcome',
  hearingloop: 'Hearing loop',
  wheelchairloan: 'Wheelchairs to borrow',
};

/** What each state reads as in the Accessibility panel: unknown is said, never left out. */
export const accessStateLabels = {
  YES: 'Yes',
  PARTIAL: 'Partly',
  NO: 'No',
  'N/A': 'Not yet checked',
} as const;

export const ACCESS_NOTE_MAX = 500;
