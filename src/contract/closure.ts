import { z } from './zod.js';
import { mismatchError } from './fields.js';
import { messages } from './messages.js';

/**
 * Whether a place is open (decision 067). Temporarily closed places stay listed with a banner and a
 * badge; permanently closed ones leave every list and their page answers 410 (decision 067).
 */
export const CLOSURE_STATES = ['open', 'temporarilyClosed', 'permanentlyClosed'] as const;
export type ClosureState = (typeof CLOSURE_STATES)[number];

export const CLOSURE_NOTE_MAX = 300;

const isoDate = (params?: { error: string }) => z.iso.date(params);

export const ClosureSchema = z.object({
  state: z.enum(CLOSURE_STATES),
  /** Temporarily closed only: the day it expects to reopen, when known (YYYY-MM-DD). */
  reopensOn: isoDate().nullable(),
  /** What visitors are told, e.g. 'Closed for winter repairs.' */
  note: z.string().nullable(),
  /** When the current closure was recorded; null while open. */
  since: z.iso.datetime({ offset: true }).nullable(),
});
export type Closure = z.infer<typeof ClosureSchema>;

export const OPEN: Closure = { state: 'open', reopensOn: null, note: null, since: null };

const note = z
  .string({ error: mismatchError('text') })
  .trim()
  .max(CLOSURE_NOTE_MAX, { error: messages.maxLength(CLOSURE_NOTE_MAX) })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const reopensOnMessage = 'Please enter a valid date, such as 2027-04-01.';

/** What a moderator sends to set the state (POST .../attractions/{id}/closure). */
export const ClosureInputSchema = z.discriminatedUnion(
  'state',
  [
    z.object({ state: z.literal('open') }).strict(),
    z
      .object({
        state: z.literal('temporarilyClosed'),
        reopensOn: z
          .union([isoDate({ error: reopensOnMessage }), z.literal(''), z.null()])
          .optional()
          .transform((v) => (v ? v : null)),
        note,
      })
      .strict(),
    z.object({ state: z.literal('permanentlyClosed'), note }).strict(),
  ],
  { error: `state must be one of: ${CLOSURE_STATES.join(', ')}` },
);
export type ClosureInput = z.output<typeof ClosureInputSchema>;
export type ClosureFormInput = z.input<typeof ClosureInputSchema>;

export {
  CLOSED_PAGE_TITLE,
  TEMPORARILY_CLOSED_BADGE,
  temporaryClosureText,
} from './closure-text.js';
