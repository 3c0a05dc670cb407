// The schemas of a photo's upload fields and of a photo on the wire (decision 163), apart from
// photo.ts's words and sizes, which the browser's first view imports without zod (decision 096).
import { z } from './zod.js';
import { requiredText } from './fields.js';
import type { Photo, PhotoFields } from './photo.js';

export const PhotoFieldsSchema = z.object({
  altText: requiredText(200),
  credit: requiredText(200),
  licence: requiredText(300),
}) satisfies z.ZodType<PhotoFields>;

export const PhotoSchema = z.object({
  id: z.number().int(),
  /** The fallback JPEG: the img's src. */
  src: z.string(),
  avifSrcset: z.string(),
  webpSrcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  altText: z.string(),
  credit: z.string(),
  licence: z.string(),
}) satisfies z.ZodType<Photo>;
