import { z } from './zod.js';
import { EASTER_ANCHORS, isEasterAnchor } from './easter.js';
import {
  HOURS_STATES,
  isMonthDay,
  minutesOf,
  parseIsoDate,
  seasonContains,
  seasonInYear,
  TIME_PATTERN,
  WEEKDAYS,
  type OpeningHours,
  type Season,
  type TimeSpan,
} from './opening-hours.js';

/**
 * Opening hours on the wire (OpeningHoursSchema, no refinements, for responses) and as edited
 * (OpeningHoursInputSchema: the same shape plus the rules a moderator or visitor can break, each
 * with a message placed on the field that breaks it).
 */

export const HOURS_LIMITS = {
  seasons: 6,
  spansPerDay: 4,
  exceptions: 60,
  seasonName: 40,
  exceptionNote: 120,
} as const;

export const hoursMessages = {
  time: 'Enter a time as HH:MM, for example 09:30.',
  closesBeforeOpens: 'The closing time must be after the opening time.',
  spansOverlap: 'Opening times on one day must not overlap.',
  monthDay: 'Enter a day of the year as MM-DD, for example 04-01.',
  seasonDay: `Enter a day of the year as MM-DD, for example 04-01, or one of ${Object.keys(EASTER_ANCHORS).join(', ')}.`,
  exceptionDate: 'Enter a date as YYYY-MM-DD, or MM-DD for the same day every year.',
  seasonsOverlap: (a: string, b: string) => `The seasons '${a}' and '${b}' overlap.`,
  duplicateException: (date: string) => `There is already an exception on ${date}.`,
  noSeasons: 'Add at least one season, or choose another state.',
  seasonName: 'Give the season a name, for example Summer.',
  tooMany: (n: number, what: string) => `At most ${n} ${what}.`,
} as const;

const timeField = () =>
  z.string({ error: hoursMessages.time }).regex(TIME_PATTERN, { error: hoursMessages.time });

export const TimeSpanSchema = z.object({ opens: z.string(), closes: z.string() });
const TimeSpanInputSchema = z.object({ opens: timeField(), closes: timeField() });

const weekOf = <T extends z.ZodType>(day: T) =>
  z.object(
    Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<
      (typeof WEEKDAYS)[number],
      T
    >,
  );

export const SeasonSchema = z.object({
  name: z.string(),
  from: z.string(),
  to: z.string(),
  week: weekOf(z.array(TimeSpanSchema)),
});

export const HoursExceptionSchema = z.object({
  date: z.string(),
  spans: z.array(TimeSpanSchema),
  note: z.string().nullable(),
});

export const HoursStateSchema = z.enum(HOURS_STATES);

export const OpeningHoursSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('unknown') }),
  z.object({ state: z.literal('always') }),
  z.object({ state: z.literal('varies') }),
  z.object({
    state: z.literal('scheduled'),
    seasons: z.array(SeasonSchema),
    exceptions: z.array(HoursExceptionSchema),
    /** Absent: like any other day; no spans: closed on bank holidays (docs/decisions/151). */
    bankHolidays: z.array(TimeSpanSchema).optional(),
  }),
]) satisfies z.ZodType<OpeningHours>;

const monthDayField = () =>
  z
    .string({ error: hoursMessages.seasonDay })
    .refine((value) => isMonthDay(value) || isEasterAnchor(value), {
      error: hoursMessages.seasonDay,
    });

const daySpans = () =>
  z
    .array(TimeSpanInputSchema)
    .max(HOURS_LIMITS.spansPerDay, {
      error: hoursMessages.tooMany(HOURS_LIMITS.spansPerDay, 'opening times a day'),
    })
    .superRefine((spans, ctx) => checkSpans(spans, ctx));

/** Spans past midnight are refused: a late night is split at 24:00 and 00:00 by whoever enters it. */
function checkSpans(spans: TimeSpan[], ctx: z.RefinementCtx) {
  spans.forEach((span, index) => {
    if (minutesOf(span.closes) <= minutesOf(span.opens)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'closes'],
        message: hoursMessages.closesBeforeOpens,
      });
    }
  });
  const ordered = spans
    .map((span, index) => ({ index, opens: minutesOf(span.opens), closes: minutesOf(span.closes) }))
    .sort((a, b) => a.opens - b.opens);
  for (let i = 1; i < ordered.length; i += 1) {
    if (ordered[i]!.opens < ordered[i - 1]!.closes) {
      ctx.addIssue({
        code: 'custom',
        path: [ordered[i]!.index, 'opens'],
        message: hoursMessages.spansOverlap,
      });
    }
  }
}

const SeasonInputSchema = z.object({
  name: z
    .string({ error: hoursMessages.seasonName })
    .trim()
    .min(1, { error: hoursMessages.seasonName })
    .max(HOURS_LIMITS.seasonName, {
      error: `This field must be a maximum of ${HOURS_LIMITS.seasonName} character(s).`,
    }),
  from: monthDayField(),
  to: monthDayField(),
  week: weekOf(daySpans()),
});

const exceptionDateField = () =>
  z
    .string({ error: hoursMessages.exceptionDate })
    .refine((date) => isMonthDay(date) || parseIsoDate(date) !== null, {
      error: hoursMessages.exceptionDate,
    });

const HoursExceptionInputSchema = z.object({
  date: exceptionDateField(),
  spans: daySpans(),
  note: z
    .string()
    .trim()
    .max(HOURS_LIMITS.exceptionNote, {
      error: `This field must be a maximum of ${HOURS_LIMITS.exceptionNote} character(s).`,
    })
    .nullable()
    .default(null)
    .transform((note) => (note === '' ? null : note)),
});

/**
 * Two seasons overlap when either's first day falls in the other, in any year: a season that
 * follows Easter moves, so the check runs over years with an early and a late Easter.
 */
function seasonsOverlap(a: Pick<Season, 'from' | 'to'>, b: Pick<Season, 'from' | 'to'>) {
  return OVERLAP_CHECK_YEARS.some((year) => {
    const [x, y] = [seasonInYear(a, year), seasonInYear(b, year)];
    return seasonContains(x, y.from) || seasonContains(y, x.from);
  });
}

/** Easter on 25 March (2035), 1 April (2029), 21 April (2030) and 25 April (2038). */
const OVERLAP_CHECK_YEARS = [2035, 2029, 2030, 2038];

export const OpeningHoursInputSchema = z.discriminatedUnion(
  'state',
  [
    z.object({ state: z.literal('unknown') }),
    z.object({ state: z.literal('always') }),
    z.object({ state: z.literal('varies') }),
    z.object({
      state: z.literal('scheduled'),
      seasons: z
        .array(SeasonInputSchema)
        .min(1, { error: hoursMessages.noSeasons })
        .max(HOURS_LIMITS.seasons, {
          error: hoursMessages.tooMany(HOURS_LIMITS.seasons, 'seasons'),
        })
        .superRefine((seasons, ctx) => {
          for (let i = 0; i < seasons.length; i += 1) {
            for (let j = 0; j < i; j += 1) {
              if (seasonsOverlap(seasons[i]!, seasons[j]!)) {
                ctx.addIssue({
                  code: 'custom',
                  path: [i, 'from'],
                  message: hoursMessages.seasonsOverlap(seasons[j]!.name, seasons[i]!.name),
                });
              }
            }
          }
        }),
      exceptions: z
        .array(HoursExceptionInputSchema)
        .max(HOURS_LIMITS.exceptions, {
          error: hoursMessages.tooMany(HOURS_LIMITS.exceptions, 'exceptions'),
        })
        .default([])
        .superRefine((exceptions, ctx) => {
          const seen = new Set<string>();
          exceptions.forEach((exception, index) => {
            if (seen.has(exception.date)) {
              ctx.addIssue({
                code: 'custom',
                path: [index, 'date'],
                message: hoursMessages.duplicateException(exception.date),
              });
            }
            seen.add(exception.date);
          });
        }),
      bankHolidays: daySpans().optional(),
    }),
  ],
  { error: `This field is expected to be one of ${HOURS_STATES.join(', ')}.` },
);
export type OpeningHoursInput = z.input<typeof OpeningHoursInputSchema>;
