import { z } from 'zod';
import { CoordinatesSchema } from './attraction.js';
import type { PostcodeLocation } from './postcode.js';

/** The postcode look-up's answer on the wire (contract/postcode.ts says what it means). */
export const PostcodeLocationSchema = CoordinatesSchema.extend({
  approximate: z.boolean(),
}) satisfies z.ZodType<PostcodeLocation>;
