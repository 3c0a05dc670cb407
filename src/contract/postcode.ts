// UK postcodes: their shape, their district, and what the look-up answers and says (decision 050).
// One place for server and browser: the Change Location dialog and the wizard check the shape
// before asking, and the server checks it again.
// Free of zod, so the browser's dialogs do not load the schema library for it (decision 047);
// the answer's schema is in postcode-location.ts.

/** Outward code (area and district), optional space, inward code: 'SW1A 1AA', 'M1 1AE'. */
export const UK_POSTCODE_PATTERN = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not shaped like a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = UK_POSTCODE_PATTERN.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The postcode district (outward code): 'SW1A 1AA' → 'SW1A'; null for a malformed postcode. */
export function postcodeDistrict(input: string): string | null {
  return normalisePostcode(input)?.split(' ')[0] ?? null;
}

/**
 * GET /api/postcodes/{postcode}: SPEC §3's latitude and longitude, and whether they are only the
 * middle of the postcode's district (no provider configured, or the provider did not know it).
 */
export interface PostcodeLocation {
  latitude: number;
  longitude: number;
  approximate: boolean;
}

export const postcodeMessages = {
  malformed: 'Enter a full UK postcode, such as SW1A 1AA.',
  notFound: (postcode: string) =>
    `We could not find where ${postcode} is. Check the postcode, or choose a city.`,
  /** The wizard's word for it: there the coordinates can be typed in instead. */
  notFoundForCoordinates: (postcode: string) =>
    `We could not find where ${postcode} is, so the coordinates are not filled in. Check the postcode, or enter them yourself.`,
  /** The server's 404 message, where no postcode is at hand to name. */
  notFoundAnswer: 'No location could be found for that postcode.',
  approximate: (postcode: string) =>
    `${postcode} is placed at the middle of the ${postcodeDistrict(postcode) ?? postcode} postcode district, so distances from it are approximate.`,
  /** The name a place found only approximately goes by (the header, 'close to ...'). */
  approximateName: (postcode: string) => `${postcode} (approx.)`,
};
