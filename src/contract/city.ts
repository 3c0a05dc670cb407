import { z } from './zod.js';

/** The four countries of the UK, as the city list and seed data spell them. */
export const UK_COUNTRIES = ['England', 'Scotland', 'Wales', 'Northern Ireland'] as const;
export const UkCountrySchema = z.enum(UK_COUNTRIES);
export type UkCountry = z.infer<typeof UkCountrySchema>;

/** One of the built-in cities offered by the Change Location modal (SPEC §3). */
export const CitySchema = z.object({
  id: z.number().int().positive(),
  cityName: z.string(),
  country: UkCountrySchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type City = z.infer<typeof CitySchema>;
