import { z } from './zod.js';
import { DEFAULT_CATEGORY_RANK, FIELD_LIMITS } from './constants.js';
import { hexColourField, requiredText, slugField, wholeNumberField } from './fields.js';

/** A category as the server sends it. */
export const CategorySchema = z.object({
  categoryName: z.string(),
  displayName: z.string(),
  categoryPageTitle: z.string(),
  rank: z.number().int().default(DEFAULT_CATEGORY_RANK),
  displayColor: z.string(),
  /** Live attractions in the category, for tiles and count badges. */
  attractionCount: z.number().int().min(0),
});
export type Category = z.infer<typeof CategorySchema>;

/**
 * Create/update body (SPEC §5 Category form). categoryName is optional: the server derives it
 * from displayName on create, and on update the path names the category (read-only on edit).
 */
export const CategoryInputSchema = z.object({
  categoryName: slugField().optional(),
  displayName: requiredText(FIELD_LIMITS.displayName),
  categoryPageTitle: requiredText(FIELD_LIMITS.categoryPageTitle),
  rank: wholeNumberField(0),
  displayColor: hexColourField(),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export type CategoryInputParsed = z.output<typeof CategoryInputSchema>;

/** A new category form's starting values: rank defaults to 1000, colour starts unpicked. */
export const categoryInputDefaults = {
  displayName: '',
  categoryPageTitle: '',
  rank: DEFAULT_CATEGORY_RANK,
  displayColor: '',
} satisfies CategoryInput;
