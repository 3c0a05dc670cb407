import { z } from './zod.js';

/**
 * How much of the live catalogue has sourced facts (decision 109): for the UK, each region and
 * each city (places within 25 miles), per fact group the places with a sourced fact, those with
 * only the setting typical of their kind, and those with hours, prices, ages and setting all
 * sourced. `npm run report:facts` prints the same; the admin coverage page shows it.
 */
export const FactCoverageRowSchema = z.object({
  area: z.string(),
  places: z.number().int().min(0),
  sourced: z.object({
    hours: z.number().int().min(0),
    access: z.number().int().min(0),
    prices: z.number().int().min(0),
    suitability: z.number().int().min(0),
    essentials: z.number().int().min(0),
  }),
  typicalSetting: z.number().int().min(0),
  allFour: z.number().int().min(0),
});
export type FactCoverageRow = z.infer<typeof FactCoverageRowSchema>;

export const FactCoverageSchema = z.object({
  uk: FactCoverageRowSchema,
  regions: z.array(FactCoverageRowSchema),
  cities: z.array(FactCoverageRowSchema),
});
export type FactCoverage = z.infer<typeof FactCoverageSchema>;

/** The radius a city's row counts places within. */
export const CITY_COVERAGE_MILES = 25;
