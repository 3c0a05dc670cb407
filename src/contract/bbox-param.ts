import { z } from './zod.js';
import { BBOX_MESSAGE, parseBbox } from './bbox.js';

/**
 * The `bbox` query parameter of the attraction list and its map points (decision 090): absent →
 * undefined; malformed or inverted → a 400 naming bbox. The input side stays a plain string so
 * the published JSON Schema says what to send.
 */
export function bboxParam() {
  return z
    .string({ error: BBOX_MESSAGE })
    .optional()
    .meta({ description: 'west,south,east,north in degrees, e.g. -0.5,51.3,0.3,51.7' })
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const box = parseBbox(raw);
      if (!box) {
        ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
        return z.NEVER;
      }
      return box;
    });
}
