/**
 * The shape of a UK postcode: outward code, an optional space, inward code (capitals). The
 * browser checks it before asking, so an obvious typo gets a hint; the server checks it before
 * asking the postcode provider. Only the lookup knows whether the postcode exists.
 */
export const UK_POSTCODE_PATTERN = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;
