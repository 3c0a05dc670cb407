import { z } from './zod.js';
import { ACCESS_FACILITY_NAMES } from './access-profile.js';
import { AS_OF_PRECISIONS, FACT_SOURCES, SOURCES_WITHOUT_URL } from './fact-provenance.js';
import { DOG_RULES, PARKING_RULES } from './family-essentials.js';
import { AGE_MAX, AGES_BASES, SETTINGS } from './family-facts.js';
import { OpeningHoursInputSchema } from './opening-hours-schema.js';
import { TicketPricesSchema } from './ticket-prices-schema.js';

/**
 * One row of data/facts/*.jsonl (decision 109; the format is data/facts/README.md): one group of
 * facts about one place, with where it came from and when. The import and the test over the data
 * both read rows with this schema, so a row the test passes is a row the import takes.
 */

export const FACT_ROW_GROUPS = [
  'hours',
  'prices',
  'suitability',
  'access',
  'essentials',
  'status',
] as const;
export type FactRowGroup = (typeof FACT_ROW_GROUPS)[number];

/** `seed:<name>`, `mappingmuseums:<museum_id>` or `castlemap:<qid>`. */
export const PLACE_KEY_PATTERN = /^(seed|mappingmuseums|castlemap):.+$/;

const FACILITY_STATE = z.enum(['YES', 'PARTIAL', 'NO']);
const wholeAge = z.number().int().min(0).max(AGE_MAX);
const NOTE_MAX = 200;

const SuitabilityValueSchema = z
  .object({
    ages: z
      .object({ from: wholeAge, to: wholeAge.nullable() })
      .refine((ages) => ages.to === null || ages.to >= ages.from, 'ages.to is below ages.from')
      .nullable()
      .optional(),
    agesBasis: z.enum(AGES_BASES).nullable().optional(),
    setting: z.enum(SETTINGS).nullable().optional(),
  })
  .strict()
  .refine((value) => !value.ages || Boolean(value.agesBasis), 'ages need an agesBasis');

const AccessValueSchema = z
  .object({
    ...Object.fromEntries(ACCESS_FACILITY_NAMES.map((name) => [name, FACILITY_STATE.optional()])),
    guideUrl: z.url({ protocol: /^https?$/ }).optional(),
  })
  .strict();

const EssentialsValueSchema = z
  .object({
    pushchairfriendly: FACILITY_STATE.optional(),
    babychanging: FACILITY_STATE.optional(),
    picnicarea: FACILITY_STATE.optional(),
    cafe: FACILITY_STATE.optional(),
    under5sarea: FACILITY_STATE.optional(),
    quietspace: FACILITY_STATE.optional(),
    dogs: z.enum(Object.keys(DOG_RULES) as [keyof typeof DOG_RULES]).optional(),
    parking: z.enum(Object.keys(PARKING_RULES) as [keyof typeof PARKING_RULES]).optional(),
  })
  .strict();

const StatusValueSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('permanentlyClosed') }).strict(),
  z
    .object({
      state: z.literal('temporarilyClosed'),
      reopensOn: z.iso.date().nullable().optional(),
    })
    .strict(),
  z.object({ state: z.literal('appointmentOnly') }).strict(),
  z.object({ state: z.literal('moved'), to: z.string().max(NOTE_MAX).optional() }).strict(),
]);

const valueSchemas = {
  hours: OpeningHoursInputSchema,
  prices: TicketPricesSchema,
  suitability: SuitabilityValueSchema,
  access: AccessValueSchema,
  essentials: EssentialsValueSchema,
  status: StatusValueSchema,
} as const;

const envelope = {
  place: z.string().regex(PLACE_KEY_PATTERN, 'place must be seed:, mappingmuseums: or castlemap:'),
  name: z.string().min(1),
  source: z.enum(FACT_SOURCES),
  url: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  asOf: z.iso.date(),
  asOfPrecision: z.enum(AS_OF_PRECISIONS),
  recordedBy: z.string().min(1),
  recordedOn: z.iso.date(),
  note: z.string().max(NOTE_MAX).optional(),
};

/** A row as its file holds it, each group with its own value shape. */
export const FactRowSchema = z
  .discriminatedUnion(
    'group',
    FACT_ROW_GROUPS.map((group) =>
      z.object({ ...envelope, group: z.literal(group), value: valueSchemas[group] }).strict(),
    ) as unknown as [
      z.ZodObject<
        typeof envelope & { group: z.ZodLiteral<'hours'>; value: typeof valueSchemas.hours }
      >,
    ],
  )
  .superRefine((row, ctx) => {
    if (!row.url && !SOURCES_WITHOUT_URL.includes(row.source)) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `a ${row.source} source needs its url`,
      });
    }
    const [, month, day] = row.asOf.split('-');
    if (row.asOfPrecision === 'month' && day !== '01') {
      ctx.addIssue({ code: 'custom', path: ['asOf'], message: 'a month is given as its 1st' });
    }
    if (row.asOfPrecision === 'year' && (month !== '01' || day !== '01')) {
      ctx.addIssue({ code: 'custom', path: ['asOf'], message: 'a year is given as 1 January' });
    }
  });

export interface FactRow {
  place: string;
  name: string;
  group: FactRowGroup;
  source: (typeof FACT_SOURCES)[number];
  url?: string | null | undefined;
  asOf: string;
  asOfPrecision: (typeof AS_OF_PRECISIONS)[number];
  recordedBy: string;
  recordedOn: string;
  note?: string | undefined;
  value: Record<string, unknown>;
}
