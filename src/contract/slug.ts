/**
 * Slugs name categories, regions, facilities and groups in URLs and payloads. The rule is
 * data/README's: the display name lowercased with everything but a-z and 0-9 removed.
 */

const SLUG_PATTERN = /^[a-z0-9]+$/;

export function deriveSlug(displayName: string): string {
  return (
    displayName
      // NFKD splits 'é' into 'e' + a combining accent (and 'ﬁ' into 'fi'), so the letter survives.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
  );
}

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
