import { z } from './zod.js';

/**
 * One line of the sitemap page's "every attraction A-Z" (SPEC §2 Sitemap): its id for the link
 * and its name for the text. The list answer's whole attractions (pictures, facts, descriptions)
 * made that page's data about 1.8 kB a place; this is about 40 bytes (decision 097).
 */
export const AttractionNameSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
export type AttractionName = z.infer<typeof AttractionNameSchema>;

/** GET ATTRACTION_NAMES_PATH: every live attraction, A-Z as the list's 'a-z' sort orders them. */
export const AttractionNamesResponseSchema = z.object({
  results: z.array(AttractionNameSchema),
});
export type AttractionNamesResponse = z.infer<typeof AttractionNamesResponseSchema>;
