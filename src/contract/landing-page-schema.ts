import { z } from './zod.js';

/** One region × category page worth offering (src/contract/landing-page.ts). */
export const LandingPageSchema = z.object({
  regionName: z.string(),
  regionDisplayName: z.string(),
  categoryName: z.string(),
  categoryDisplayName: z.string(),
  /** Live attractions in the region with the category: what the page's list counts. */
  attractionCount: z.number().int().min(0),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** GET /attraction-service/v2/landing-pages (LANDING_PAGES_PATH). */
export const LandingPagesResponseSchema = z.object({ results: z.array(LandingPageSchema) });
