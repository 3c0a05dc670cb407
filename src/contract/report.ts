import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { optionalEmailField, requiredTypeError } from './fields.js';
import { messages } from './messages.js';
import { pagingQueryShape } from './list-query.js';
import { enumParam, searchParam, withDefault } from './query-params.js';

/**
 * Report a problem (decision 067): what a visitor may tell us about a place, and the moderation
 * queue's view of it. A report changes nothing public; a moderator acts on it (decision 067).
 */

export const REPORT_REASONS = [
  'closed',
  'hours',
  'prices',
  'access',
  'contact',
  'location',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  closed: 'It has closed',
  hours: 'The opening hours are wrong',
  prices: 'The prices are wrong',
  access: 'The access information is wrong',
  contact: 'The contact details are wrong',
  location: 'The location is wrong',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_NOTE_MAX = 500;
/** Reports per client address per hour (decision 023's pattern, decision 067). */
export const REPORTS_PER_HOUR = 10;

export const reportMessages = {
  reason: 'Please choose what is wrong.',
  attraction: 'Please choose the attraction this report is about.',
  idempotencyKey:
    'The Idempotency-Key header must be 16 to 100 letters, digits, dashes or underscores.',
  idempotencyConflict:
    'This Idempotency-Key was already used for a different report. Please reload the form and try again.',
  tooMany: (minutes: number) =>
    `Too many reports from your address. Please try again in ${minutes} minute(s).`,
  /** What the visitor is told after sending. */
  received: 'Thank you: your report has been received.',
  nextSteps:
    'A moderator will check it against the place’s own information, usually within a few days. Nothing on the page changes until they have. If you left an email address, we will only use it to ask about or answer this report.',
} as const;

/** The header the report form sends, generated when the form opens (one per report). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const isIdempotencyKey = (value: string) => IDEMPOTENCY_KEY_PATTERN.test(value);

/** POST /management-service/v1/reports: `{attractionId, reason, details, email?}`. */
export const ReportInputSchema = z.object({
  attractionId: z
    .number({ error: requiredTypeError('a number') })
    .int({ error: messages.wholeNumber })
    .min(1, { error: reportMessages.attraction })
    .max(2_147_483_647, { error: reportMessages.attraction }),
  reason: z.enum(REPORT_REASONS, { error: reportMessages.reason }),
  details: z
    .string({ error: requiredTypeError('text') })
    .trim()
    .min(1, { error: messages.required })
    .max(REPORT_DETAILS_MAX, { error: messages.maxLength(REPORT_DETAILS_MAX) }),
  email: optionalEmailField(),
});
export type ReportInput = z.output<typeof ReportInputSchema>;
export type ReportFormValues = z.input<typeof ReportInputSchema>;

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const isoDateTime = () => z.iso.datetime({ offset: true });

/** What the visitor gets back: the reference to quote, nothing else. */
export const ReportReceiptSchema = z.object({
  reference: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: isoDateTime(),
});
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/** A report as moderators see it, with the attraction it is about. */
export const ReportSchema = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  attraction: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    isLive: z.boolean(),
    closureState: z.enum(['open', 'temporarilyClosed', 'permanentlyClosed']),
  }),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolutionNote: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedAt: isoDateTime().nullable(),
  createdAt: isoDateTime(),
});
export type Report = z.infer<typeof ReportSchema>;

/** GET /management-service/v1/reports: newest first, 10 a page like the other admin lists. */
export const ReportQuerySchema = z.object({
  ...pagingQueryShape,
  status: withDefault(enumParam('status', REPORT_STATUSES), 'open'),
  search: searchParam('search', FIELD_LIMITS.searchTerm),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** Resolve takes a note (what was done); dismiss may say why. */
export const ResolveReportInputSchema = z
  .object({
    note: z
      .string({ error: requiredTypeError('text') })
      .trim()
      .min(1, { error: messages.required })
      .max(REPORT_NOTE_MAX, { error: messages.maxLength(REPORT_NOTE_MAX) }),
  })
  .strict();
export const DismissReportInputSchema = z
  .object({
    note: z
      .string({ error: requiredTypeError('text') })
      .trim()
      .max(REPORT_NOTE_MAX, { error: messages.maxLength(REPORT_NOTE_MAX) })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .strict();

/**
 * A report's reference: 'R-' and a submission-style number ('R-ABCDE-23456'), so moderators
 * and visitors tell it from a submission's reference at a glance.
 */
export const REPORT_REFERENCE_PREFIX = 'R-';
