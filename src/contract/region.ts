import { z } from './zod.js';
import { FIELD_LIMITS } from './constants.js';
import { latitudeField, longitudeField, requiredText, slugField } from './fields.js';

/** A region as the server sends it; latitude/longitude are its centre, for the map. */
export const RegionSchema = z.object({
  regionName: z.string(),
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  attractionCount: z.number().int().min(0),
});
export type Region = z.infer<typeof RegionSchema>;

/** Create/update body (SPEC §5 Region form); regionName as for categories: derived on create. */
export const RegionInputSchema = z.object({
  regionName: slugField().optional(),
  displayName: requiredText(FIELD_LIMITS.displayName),
  latitude: latitudeField(),
  longitude: longitudeField(),
});
export type RegionInput = z.input<typeof RegionInputSchema>;
export type RegionInputParsed = z.output<typeof RegionInputSchema>;
