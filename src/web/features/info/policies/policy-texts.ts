/** SPEC §2: the policies are dated February 2021. */
export const POLICY_DATE = 'February 2021';

/** SPEC §2 privacy figures. */
export const LOG_RETENTION_DAYS = 100;
export const CONTACT_REPLY_DAYS = 30;

/**
 * Where location data goes to be turned into a town name. SPEC §2 has the privacy policy say the
 * reverse-geocode provider receives location data; by default that provider is the gazetteer
 * bundled with the site, which runs in the visitor's browser (docs/decisions/043, 088).
 */
export function reverseGeocodeStatement(product: string, provider: string | null): string {
  if (provider === null) {
    return (
      `Our reverse-geocode provider receives your location data to name the town you are in. ` +
      `That provider is built into ${product}: it runs in your browser with a bundled list of UK ` +
      `places, so your position is not sent to us or to anyone else to be named.`
    );
  }
  return (
    `Our reverse-geocode provider, ${provider}, receives your location data (your position, ` +
    `rounded to 4 decimal places, about 10 metres) to name the town you are in.`
  );
}

/**
 * The configured reverse-geocoding provider's host, when the site configuration names one
 * (a `reverseGeocodeProvider` entry); null means the built-in, in-browser gazetteer.
 */
export function reverseGeocodeProvider(config: object): string | null {
  const value = (config as { reverseGeocodeProvider?: unknown }).reverseGeocodeProvider;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
