/**
 * UK postcode shape (outward code, space, inward code), checked before asking the server so an
 * obvious typo gets a hint instead of a silent miss. The lookup decides whether it exists.
 */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not shaped like a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
