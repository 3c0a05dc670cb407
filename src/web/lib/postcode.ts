import { UK_POSTCODE_PATTERN } from '../../contract/postcode.js';

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not shaped like a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = UK_POSTCODE_PATTERN.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
