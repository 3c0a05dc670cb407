import { z } from './zod.js';
import { FIELD_LIMITS, PRICE_BAND_MAX, RATING_MAX, RATING_STEP } from './constants.js';
import { messages } from './messages.js';
import { isSlug } from './slug.js';
import { isUkPhone } from './uk-phone.js';
import { describeValueType } from './value-type.js';
import { isWebUrl, withScheme } from './web-url.js';

/**
 * Reusable zod field builders carrying SPEC §5's messages, for the server's request schemas and
 * react-hook-form alike. Text is trimmed first, so '   ' counts as empty. Optional text fields
 * accept '', null or absence (what a cleared form input sends) and parse all three to null.
 *
 * Number fields take numbers only, so their JSON Schema stays exact; a form should send null
 * for an empty number input (e.g. `setValueAs: (v) => (v === '' ? null : Number(v))`).
 */

type IssueInput = { readonly input?: unknown };

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** A required field's own type error: nothing given → required, anything else → mismatch. */
export function requiredTypeError(expected: string) {
  return (issue: IssueInput): string =>
    isBlank(issue.input)
      ? messages.required
      : messages.typeMismatch(expected, describeValueType(issue.input));
}

/** An optional field's type error: absence is allowed, so any failure is a mismatch. */
export function mismatchError(expected: string) {
  return (issue: IssueInput): string =>
    messages.typeMismatch(expected, describeValueType(issue.input));
}

interface TextRule {
  test: (value: string) => boolean;
  message: string;
}

const hasNoSpaces = (value: string) => !/\s/.test(value);
const isLowercase = (value: string) => value === value.toLowerCase();
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const rules = {
  lowercase: { test: isLowercase, message: messages.lowercase },
  noSpaces: { test: hasNoSpaces, message: messages.noSpaces },
  // Only once the two rules above pass, so 'Theme Park' gets their messages and not a third.
  slugCharacters: {
    test: (v: string) => !isLowercase(v) || !hasNoSpaces(v) || isSlug(v),
    message: messages.slugCharacters,
  },
  url: { test: isWebUrl, message: messages.url },
  email: { test: (v: string) => z.regexes.email.test(v), message: messages.email },
  phone: { test: isUkPhone, message: messages.phone },
  hexColour: { test: (v: string) => HEX_COLOUR.test(v), message: messages.hexColour },
  handle: {
    test: (v: string) => !v.startsWith('@') && !v.includes('/'),
    message: messages.socialHandle,
  },
} satisfies Record<string, TextRule>;

function requiredString(expected: string, max: number | undefined, textRules: TextRule[]) {
  let schema = z
    .string({ error: requiredTypeError(expected) })
    .trim()
    .min(1, { error: messages.required });
  if (max !== undefined) schema = schema.max(max, { error: messages.maxLength(max) });
  for (const rule of textRules) {
    // An empty value already has 'This field is required.'; one message per problem.
    schema = schema.refine((v) => v === '' || rule.test(v), { error: rule.message });
  }
  return schema;
}

function optionalString(expected: string, max: number, textRules: TextRule[]) {
  let schema = z
    .string({ error: mismatchError(expected) })
    .trim()
    .max(max, { error: messages.maxLength(max) });
  for (const rule of textRules) {
    schema = schema.refine((v) => v === '' || rule.test(v), { error: rule.message });
  }
  return schema
    .nullable()
    .optional()
    .transform((v): string | null => (v === undefined || v === null || v === '' ? null : v));
}

export function requiredText(max?: number) {
  return requiredString('text', max, []);
}

export function optionalText(max: number) {
  return optionalString('text', max, []);
}

/** categoryName, regionName, facilityName, groupId: lowercase is checked before no-spaces. */
export function slugField() {
  return requiredString('text', FIELD_LIMITS.slug, [
    rules.lowercase,
    rules.noSpaces,
    rules.slugCharacters,
  ]);
}

/** Parses to the address with its scheme ('example.com' → 'http://example.com'). */
export function urlField() {
  return requiredString('a web address', FIELD_LIMITS.url, [rules.url]).transform(withScheme);
}

export function optionalUrlField() {
  return optionalString('a web address', FIELD_LIMITS.url, [rules.url]).transform((v) =>
    v === null ? null : withScheme(v),
  );
}

export function emailField() {
  return requiredString('an email address', FIELD_LIMITS.email, [rules.email]);
}

export function optionalEmailField() {
  return optionalString('an email address', FIELD_LIMITS.email, [rules.email]);
}

/** Kept as typed (spacing is the owner's choice); see uk-phone.ts for the dialable form. */
export function ukPhoneField() {
  return requiredString('a phone number', FIELD_LIMITS.phone, [rules.phone]);
}

export function optionalUkPhoneField() {
  return optionalString('a phone number', FIELD_LIMITS.phone, [rules.phone]);
}

/** '#RRGGBB' or '#RGB'; the length rule (SPEC: max 7) reports first. */
export function hexColourField() {
  return requiredString('a colour', FIELD_LIMITS.colour, [rules.hexColour]);
}

/** A facebook, twitter or instagram account name, entered without the @ (SPEC §5). */
export function socialHandleField() {
  return optionalString('an account name', FIELD_LIMITS.socialHandle, [
    rules.noSpaces,
    rules.handle,
  ]);
}

function numberBetween(min: number, max: number) {
  const message = messages.between(min, max);
  return z
    .number({ error: requiredTypeError('a number') })
    .min(min, { error: message })
    .max(max, { error: message });
}

export function latitudeField() {
  return numberBetween(-90, 90);
}

export function longitudeField() {
  return numberBetween(-180, 180);
}

/** The cost rating 0 (free) to 5 (SPEC §3: an integer 0 to 5). */
export function priceBandField() {
  return numberBetween(0, PRICE_BAND_MAX).int({ error: messages.wholeNumber });
}

export function ratingField() {
  return numberBetween(0, RATING_MAX).multipleOf(RATING_STEP, {
    error: messages.multipleOf(RATING_STEP),
  });
}

/** Pennies are the finest unit (SPEC §3: formatted to 2 decimals), so a third decimal is a typo. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const pence = value * 100;
  return Math.abs(pence - Math.round(pence)) < 1e-6;
}

/** No day out costs more than this; it also keeps the pence inside a 32-bit column. */
export const MAX_ENTRY_PRICE_POUNDS = 10_000;

export function entryPriceField() {
  return z
    .number({ error: requiredTypeError('a number') })
    .min(0, { error: messages.atLeast(0) })
    .max(MAX_ENTRY_PRICE_POUNDS, { error: messages.between(0, MAX_ENTRY_PRICE_POUNDS) })
    .refine(hasAtMostTwoDecimals, { error: messages.decimalPlaces(2) });
}

/** The largest value a 32-bit integer column holds. */
export const MAX_WHOLE_NUMBER = 2_147_483_647;

/** A whole number of at least `min`, e.g. a category rank. */
export function wholeNumberField(min: number) {
  return z
    .number({ error: requiredTypeError('a number') })
    .int({ error: messages.wholeNumber })
    .min(min, { error: messages.atLeast(min) })
    .max(MAX_WHOLE_NUMBER, { error: messages.between(min, MAX_WHOLE_NUMBER) });
}

/**
 * An absent nested object parses as {}, so each of its required fields reports its own message
 * (e.g. 'branding.primaryColour: This field is required.') rather than one vague object error.
 */
export function emptyWhenAbsent<T extends z.ZodObject>(schema: T) {
  // The cast is the point: {} is deliberately incomplete so the fields report themselves.
  return schema.prefault({} as z.input<T>);
}
