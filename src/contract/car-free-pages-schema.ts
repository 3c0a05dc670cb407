import { UkCountrySchema } from './city.js';
import { z } from './zod.js';

/** A city's car-free page (contract/car-free-pages.ts), with what it lists as it opens. */
export const CarFreePageSchema = z.object({
  citySlug: z.string(),
  cityName: z.string(),
  country: UkCountrySchema,
  /** The city's centre: the page's distances and order are from here. */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Live places within the page's starting walk of a station and distance of the city. */
  attractionCount: z.number().int().min(0),
  /** Enough places to offer a search engine: in sitemap.xml and the site map's links. */
  listed: z.boolean(),
});
export type CarFreePage = z.infer<typeof CarFreePageSchema>;

/** GET /attraction-service/v2/car-free-pages (CAR_FREE_PAGES_PATH). */
export const CarFreePagesResponseSchema = z.object({ results: z.array(CarFreePageSchema) });
