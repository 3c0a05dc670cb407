import { z } from './zod.js';
import { listResponseSchema, type ListResponse } from './list.js';

/**
 * One pin of the results map (decision 090): only what clustering and colouring need. The preview
 * a pin opens reads the attraction itself (GET /attractions/{id}), so 20,000 pins never carry
 * 20,000 names, pictures and descriptions.
 */
export const MapPointSchema = z.object({
  id: z.number().int().positive(),
  /** Degrees, rounded to 5 decimals (about a metre). */
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The main category's categoryName, or null when none is set. */
  category: z.string().nullable(),
});
export type MapPoint = z.infer<typeof MapPointSchema>;

/** Every matching attraction with coordinates, as one page (the list envelope, SPEC §7). */
export const MapPointsResponseSchema = listResponseSchema(MapPointSchema);
export type MapPointsResponse = ListResponse<MapPoint>;

/** Coordinates in the points answer keep this many decimals. */
export const MAP_POINT_DECIMALS = 5;
