import { z } from './zod.js';

/**
 * How fresh an attraction's facts are (decision 067): when a moderator last checked the place as a
 * whole, and each fact group on its own. Nothing is ever back-dated: a place nobody has checked
 * says so ('Details not yet checked'), it never borrows its creation date (decision 027's rule
 * that unknown stays unknown).
 */

/** The groups of facts that go out of date on their own. */
export const FACT_GROUPS = ['hours', 'prices', 'access', 'contact'] as const;
export type FactGroup = (typeof FACT_GROUPS)[number];

export const FACT_GROUP_LABELS: Record<FactGroup, string> = {
  hours: 'Opening hours',
  prices: 'Prices',
  access: 'Access',
  contact: 'Contact details',
};

/** A place unchecked for this long is overdue (the staleness queue and its dashboard count). */
export const STALE_AFTER_MONTHS = 12;

const isoDateTime = () => z.iso.datetime({ offset: true });

/** One check: when, and (admin reads only) which moderator. */
export const CheckSchema = z.object({
  at: isoDateTime().nullable(),
  /** The moderator's username; only on reads made with an admin token. */
  checkedBy: z.string().nullable().optional(),
});
export type Check = z.infer<typeof CheckSchema>;

export const LastCheckedSchema = CheckSchema.extend({
  groups: z.object({
    hours: CheckSchema,
    prices: CheckSchema,
    access: CheckSchema,
    contact: CheckSchema,
  }),
});
export type LastChecked = z.infer<typeof LastCheckedSchema>;

/** What "mark checked" takes: no groups (or all of them) marks the whole place checked. */
export const MarkCheckedInputSchema = z
  .object({
    groups: z
      .array(z.enum(FACT_GROUPS, { error: `Each group must be one of: ${FACT_GROUPS.join(', ')}` }))
      .max(FACT_GROUPS.length)
      .optional(),
  })
  .strict();
export type MarkCheckedInput = z.infer<typeof MarkCheckedInputSchema>;

export { NOT_YET_CHECKED, checkedMonth, lastCheckedText } from './freshness-text.js';

/** The moment before which a check counts as overdue. */
export function staleBefore(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - STALE_AFTER_MONTHS);
  return cutoff;
}
