import { z } from './zod.js';
import {
  NEAR_STATION_MINUTES,
  nearStationMessage,
  type NearestStation,
  type NearStationMinutes,
} from './nearest-station.js';

// The nearest station's schemas (decision 150), apart from its words and rules in
// nearest-station.ts, which the browser's first view imports without zod (decision 096).

export const NearestStationSchema = z.object({
  name: z.string(),
  /** The CRS code ('HFX'). */
  code: z.string(),
  /** Straight-line miles, one decimal place. */
  distanceMiles: z.number().min(0),
  /** The estimate above; null when the station is too far to promise a walking time. */
  walkMinutes: z.number().int().positive().nullable(),
}) satisfies z.ZodType<NearestStation>;

/** ?nearStation=10|20|30; anything else is a 400 naming the parameter. Absent → undefined. */
export function nearStationParam() {
  return z
    .union([z.string(), z.number()], { error: nearStationMessage })
    .optional()
    .transform((raw, ctx): NearStationMinutes | undefined => {
      if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
      const value = typeof raw === 'number' ? raw : Number(raw.trim());
      const choice = NEAR_STATION_MINUTES.find((minutes) => minutes === value);
      if (choice === undefined || (typeof raw === 'string' && !/^\d+$/.test(raw.trim()))) {
        ctx.addIssue({ code: 'custom', message: nearStationMessage });
        return z.NEVER;
      }
      return choice;
    });
}
