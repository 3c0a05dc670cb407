// The schemas of a visitor's fact confirmation (decision 112), apart from fact-confirmation.ts's
// questions and words, which the attraction page's first view imports without zod (decision 096).
import { z } from './zod.js';
import { FACT_GROUPS } from './family-facts.js';
import {
  confirmationMessages,
  type ConfirmationInput,
  type ConfirmationReceipt,
} from './fact-confirmation.js';

export const ConfirmationInputSchema = z.object({
  attractionId: z
    .number({ error: confirmationMessages.attraction })
    .int({ error: confirmationMessages.attraction })
    .positive({ error: confirmationMessages.attraction })
    .max(2_147_483_647, { error: confirmationMessages.attraction }),
  group: z.enum(FACT_GROUPS, { error: confirmationMessages.group }),
  correct: z.boolean({ error: confirmationMessages.correct }),
}) satisfies z.ZodType<ConfirmationInput>;

export const ConfirmationReceiptSchema = z.object({
  /** The report a No opened, for the visitor to quote; null for a Yes. */
  reportReference: z.string().nullable(),
}) satisfies z.ZodType<ConfirmationReceipt>;
