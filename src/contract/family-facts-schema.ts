import { z } from './zod.js';
import { ACCESS_NOTE_MAX } from './access-profile.js';
import { AGE_MAX, SETTINGS, type AgeRange } from './family-facts.js';
import { mismatchError, optionalText, optionalUrlField } from './fields.js';
import { AS_OF_PRECISIONS, FACT_SOURCES } from './fact-provenance.js';

/**
 * Ages, setting, the access note and the record of who last checked each group of facts, on the
 * wire (no refinements) and as edited (with the rules and their messages).
 */

export const familyMessages = {
  ageWhole: `Enter an age as a whole number from 0 to ${AGE_MAX}.`,
  agesUpsideDown: 'The youngest age must not be above the oldest age.',
} as const;

export const AgeRangeSchema = z.object({
  from: z.number().int().min(0).max(AGE_MAX),
  to: z.number().int().min(0).max(AGE_MAX).nullable(),
}) satisfies z.ZodType<AgeRange>;

const ageField = () =>
  z
    .number({ error: familyMessages.ageWhole })
    .int({ error: familyMessages.ageWhole })
    .min(0, { error: familyMessages.ageWhole })
    .max(AGE_MAX, { error: familyMessages.ageWhole });

export const AgeRangeInputSchema = z
  .object({ from: ageField(), to: ageField().nullable() }, { error: mismatchError('an age range') })
  .superRefine((ages, ctx) => {
    if (ages.to !== null && ages.to < ages.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: familyMessages.agesUpsideDown });
    }
  });

export const SettingSchema = z.enum(SETTINGS, {
  error: `This field is expected to be one of ${SETTINGS.join(', ')}.`,
});

export const AccessDetailsSchema = z.object({
  /** What a visitor needs to know that the yes/no facilities cannot say (step-free routes...). */
  note: z.string().nullable(),
  /** The place's own access guide. */
  guideUrl: z.url().nullable(),
});

export const AccessDetailsInputSchema = z.object(
  { note: optionalText(ACCESS_NOTE_MAX), guideUrl: optionalUrlField() },
  { error: mismatchError('an object') },
);

/**
 * Where a group of facts came from and when (decisions 007 and 109): `source` (the place's
 * website, a published page, the venue, a visitor, a moderator, open data), the page `url`, the
 * date the source states (`asOf`, as exact as `asOfPrecision` says), and when it was recorded
 * (`checkedAt`); `checkedBy` (the moderator's username) is sent on admin reads only.
 */
export const FactCheckSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  source: z.enum(FACT_SOURCES),
  checkedBy: z.string().nullable(),
  url: z.url().nullable(),
  asOf: z.iso.date(),
  asOfPrecision: z.enum(AS_OF_PRECISIONS),
  /** What the values cannot say, in our own words ("also open Mondays in school holidays"). */
  note: z.string().nullable(),
});
export type FactCheck = z.infer<typeof FactCheckSchema>;

export const FactChecksSchema = z.object({
  hours: FactCheckSchema.nullable(),
  access: FactCheckSchema.nullable(),
  prices: FactCheckSchema.nullable(),
  suitability: FactCheckSchema.nullable(),
  essentials: FactCheckSchema.nullable(),
});

/** The setting typical of the place's kind, shown only while its own setting is not checked. */
export const TypicalSettingSchema = z.object({ setting: SettingSchema, kind: z.string() });
export type FactChecks = z.infer<typeof FactChecksSchema>;
