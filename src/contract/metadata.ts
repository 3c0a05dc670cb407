import { z } from './zod.js';

/** GET /attraction-service/v2/metadata (DESIGN): the live attraction count for About and Sitemap. */
export const SiteMetadataSchema = z.object({ totalResults: z.number().int().min(0) });
export type SiteMetadata = z.infer<typeof SiteMetadataSchema>;
