import { z } from './zod.js';
import { EDITOR_FACT_SOURCES, SOURCES_WITHOUT_URL } from './fact-provenance.js';
import { FACT_GROUPS, type FactGroup } from './family-facts.js';
import { mismatchError, optionalUrlField } from './fields.js';
import { parseIsoDate } from './opening-hours.js';

/**
 * What a moderator records with a group of facts in an editor (decision 109): where they came
 * from, the page, and the date that page gives. A visitor's save is always `visitor`, so the
 * wizard sends none of this.
 */
export const factSourceMessages = {
  urlNeeded: 'Give the address of the page these facts came from.',
  asOf: 'Enter the date the source gives as YYYY-MM-DD, not in the future.',
} as const;

export interface FactSourceInput {
  source: (typeof EDITOR_FACT_SOURCES)[number];
  url: string | null;
  asOf: string;
}

const asOfField = () =>
  z
    .string({ error: factSourceMessages.asOf })
    .trim()
    .refine((value) => parseIsoDate(value) !== null, { error: factSourceMessages.asOf });

export const FactSourceInputSchema = z
  .object(
    {
      source: z.enum(EDITOR_FACT_SOURCES, {
        error: `This field is expected to be one of ${EDITOR_FACT_SOURCES.join(', ')}.`,
      }),
      url: optionalUrlField(),
      asOf: asOfField(),
    },
    { error: mismatchError('an object') },
  )
  .superRefine((value, ctx) => {
    if (value.url === null && !SOURCES_WITHOUT_URL.includes(value.source)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: factSourceMessages.urlNeeded });
    }
  });

/** `factSources.hours` and so on: the groups a moderator gives a source for. */
export const FactSourcesInputSchema = z.partialRecord(z.enum(FACT_GROUPS), FactSourceInputSchema, {
  error: mismatchError('an object'),
});
export type FactSourcesInput = Partial<Record<FactGroup, FactSourceInput>>;

/**
 * The one rule the schema cannot hold: an "as of" date after today (London). The schema has no
 * clock, so the server checks with its own and the form with the device's; both use these words.
 */
export function futureAsOfErrors(
  sources: Partial<Record<FactGroup, { asOf?: unknown } | undefined>> | undefined,
  today: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const group of FACT_GROUPS) {
    const asOf = sources?.[group]?.asOf;
    if (typeof asOf === 'string' && parseIsoDate(asOf.trim()) !== null && asOf.trim() > today) {
      errors[`factSources.${group}.asOf`] = [factSourceMessages.asOf];
    }
  }
  return errors;
}
