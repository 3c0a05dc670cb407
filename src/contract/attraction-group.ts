import { z } from './zod.js';
import { DEFAULT_BRANDING_TEXT_COLOUR, FIELD_LIMITS } from './constants.js';
import {
  emptyWhenAbsent,
  hexColourField,
  mismatchError,
  requiredText,
  slugField,
  urlField,
} from './fields.js';
import { messages } from './messages.js';
import { isSlug } from './slug.js';

/** The colours a group's tiles and header are painted in. */
export const BrandingSchema = z.object({
  primaryColour: z.string(),
  secondaryColour: z.string(),
  textColour: z.string().default(DEFAULT_BRANDING_TEXT_COLOUR),
});
export type Branding = z.infer<typeof BrandingSchema>;

/** An attraction group as the server sends it. mainCategory is a categoryName. */
export const AttractionGroupSchema = z.object({
  groupId: z.string(),
  displayName: z.string(),
  websiteUrl: z.url(),
  mainCategory: z.string(),
  description: z.string(),
  branding: BrandingSchema,
  attractionCount: z.number().int().min(0),
});
export type AttractionGroup = z.infer<typeof AttractionGroupSchema>;

/** The placeholder a category drop-down holds before anything is picked (SPEC §4). */
export const NO_MAIN_CATEGORY = 'N/A';

/** True when a main category value means "nothing picked": absent, '' or 'N/A'. */
export function isMainCategoryUnset(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '' || value === NO_MAIN_CATEGORY;
}

const groupMainCategoryField = () =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? messages.mainCategoryRequired
          : mismatchError('a category')(issue),
    })
    .trim()
    .refine((v) => !isMainCategoryUnset(v), { error: messages.mainCategoryRequired })
    .refine((v) => isMainCategoryUnset(v) || isSlug(v), { error: messages.slugCharacters });

/**
 * Create/update body (SPEC §5 Group form). All three colours are required; a body that leaves
 * out textColour gets SPEC's default #FFFFFF, while a cleared field ('') is still an error.
 */
export const AttractionGroupInputSchema = z.object({
  groupId: slugField().optional(),
  displayName: requiredText(FIELD_LIMITS.groupDisplayName),
  websiteUrl: urlField(),
  mainCategory: groupMainCategoryField(),
  description: requiredText(FIELD_LIMITS.groupDescription),
  branding: emptyWhenAbsent(
    z.object(
      {
        primaryColour: hexColourField(),
        secondaryColour: hexColourField(),
        textColour: hexColourField().default(DEFAULT_BRANDING_TEXT_COLOUR),
      },
      { error: mismatchError('an object') },
    ),
  ),
});
export type AttractionGroupInput = z.input<typeof AttractionGroupInputSchema>;
export type AttractionGroupInputParsed = z.output<typeof AttractionGroupInputSchema>;

export const attractionGroupInputDefaults = {
  displayName: '',
  websiteUrl: '',
  mainCategory: NO_MAIN_CATEGORY,
  description: '',
  branding: { primaryColour: '', secondaryColour: '', textColour: DEFAULT_BRANDING_TEXT_COLOUR },
} satisfies AttractionGroupInput;
