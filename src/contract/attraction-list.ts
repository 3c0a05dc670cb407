import { z } from './zod.js';
import { AttractionSchema } from './attraction.js';
import { ListMetadataSchema } from './list.js';

/** The attraction list's answer: the shared list envelope plus what the family filters report. */
export const AttractionListMetadataSchema = ListMetadataSchema.extend({
  /**
   * Only with openOn: how many places matching every other filter have opening hours nobody has
   * checked. They are left out of the results, or with includeUnknownHours counted among them.
   */
  hoursUnknown: z.number().int().min(0).optional(),
});
export type AttractionListMetadata = z.infer<typeof AttractionListMetadataSchema>;

export const AttractionListResponseSchema = z.object({
  results: z.array(AttractionSchema),
  metadata: AttractionListMetadataSchema,
});
export type AttractionListResponse = z.infer<typeof AttractionListResponseSchema>;
