import { z } from './zod.js';

/**
 * A featured banner slide (SPEC §2 Banners). Category slides link to their category's list; the
 * mailing-list and social slides have no link, hence the nullable fields.
 */
export const BANNER_KINDS = ['category', 'mailing-list', 'social'] as const;
export const BannerKindSchema = z.enum(BANNER_KINDS);
export type BannerKind = z.infer<typeof BannerKindSchema>;

export const BannerSchema = z.object({
  /** A stable text key, e.g. 'category-zoo' (the slides are configuration, not user rows). */
  id: z.string().min(1),
  kind: BannerKindSchema,
  title: z.string(),
  subtitle: z.string(),
  linkPath: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** Display order, smallest first. */
  position: z.number().int().min(0),
});
export type Banner = z.infer<typeof BannerSchema>;
