/**
 * UK phone numbers (SPEC §5: must start with 0 or +44). Numbers are typed with spaces in many
 * ways ('020 7946 0000', '+44 20 7946 0000'); comparing the national digits accepts them all.
 */

/** The national form ('02079460000'), or null when the value is not a UK number. */
export function normaliseUkPhone(value: string): string | null {
  const compact = value.trim().replace(/ +/g, '');
  const national = compact.startsWith('+44') ? `0${compact.slice(3)}` : compact;
  // 10 digits covers the older area codes (e.g. 016977 xxxx); 11 is everything else.
  return /^0\d{9,10}$/.test(national) ? national : null;
}

export function isUkPhone(value: string): boolean {
  return normaliseUkPhone(value) !== null;
}

/** The href of a click-to-call link, dialable from abroad too. */
export function ukPhoneHref(value: string): string | null {
  const national = normaliseUkPhone(value);
  return national === null ? null : `tel:+44${national.slice(1)}`;
}
