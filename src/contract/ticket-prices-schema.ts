import { z } from './zod.js';
import { AGE_MAX } from './family-facts.js';
import { MEMBER_SCHEMES } from './member-schemes.js';

/**
 * What tickets cost as the source gives them (decision 109), in pounds; null or absent is not
 * stated. The price band (0-5) still derives from the adult price (SPEC §9).
 */
const pounds = z.number().min(0).max(1000).nullable().optional();
const wholeAge = z.number().int().min(0).max(AGE_MAX);

export const TicketPricesSchema = z
  .object({
    free: z.boolean(),
    adult: pounds,
    child: pounds,
    family: pounds,
    /** Children under this age go free. */
    freeUnder: wholeAge.nullable().optional(),
    childAges: z.object({ from: wholeAge, to: wholeAge }).nullable().optional(),
    /** The membership schemes whose members go free (decision 113). */
    membersFree: z.array(z.enum(MEMBER_SCHEMES)).optional(),
  })
  .strict();
export type TicketPrices = z.infer<typeof TicketPricesSchema>;
