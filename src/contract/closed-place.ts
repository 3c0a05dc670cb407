import { z } from './zod.js';
import { CategoryRefSchema, CoordinatesSchema, RegionRefSchema } from './attraction.js';
import { ErrorResponseSchema } from './list.js';

/**
 * What a permanently closed place's read answers with its 410 (decision 067): enough to say
 * which place closed and to find similar places near it, nothing more.
 */
export const ClosedPlaceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  note: z.string().nullable(),
  mainCategory: CategoryRefSchema.nullable(),
  region: RegionRefSchema.nullable(),
  coordinates: CoordinatesSchema.nullable(),
});
export type ClosedPlace = z.infer<typeof ClosedPlaceSchema>;

export const GoneResponseSchema = ErrorResponseSchema.extend({ closedPlace: ClosedPlaceSchema });
export type GoneResponse = z.infer<typeof GoneResponseSchema>;

// The words live with the other closure words, free of schemas (decision 096).
export { closedPlaceMessage } from './closure-text.js';
