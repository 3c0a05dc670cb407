import { z } from './zod.js';
import { ACCESS_NOTE_MAX } from './access-profile.js';
import { AGE_MAX, SETTINGS, type AgeRange } from './family-facts.js';
import { mismatchError, optionalText, optionalUrlField } from './fields.js';

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
 * When a group of facts was last checked. `source` says whether a moderator checked it or a
 * visitor supplied it; `checkedBy` (the moderator's username) is sent on admin reads only.
 */
export const FactCheckSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  source: z.enum(['moderator', 'visitor']),
  checkedBy: z.string().nullable(),
});
export type FactCheck = z.infer<typeof FactCheckSchema>;

export const FactChecksSchema = z.object({
  hours: FactCheckSchema.nullable(),
  access: FactCheckSchema.nullable(),
  prices: FactCheckSchema.nullable(),
  suitability: FactCheckSchema.nullable(),
});
export type FactChecks = z.infer<typeof FactChecksSchema>;
