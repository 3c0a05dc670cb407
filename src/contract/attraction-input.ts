import { FactSourcesInputSchema } from './fact-source-input.js';
import { z } from './zod.js';
import { isMainCategoryUnset } from './attraction-group.js';
import { FIELD_LIMITS } from './constants.js';
import { FACILITY_SELECTIONS } from './facility-states.js';
import {
  emptyWhenAbsent,
  entryPriceField,
  latitudeField,
  longitudeField,
  mismatchError,
  optionalEmailField,
  optionalText,
  optionalUkPhoneField,
  optionalUrlField,
  priceBandField,
  ratingField,
  requiredText,
  requiredTypeError,
  slugField,
  socialHandleField,
} from './fields.js';
import { messages } from './messages.js';
import {
  AccessDetailsInputSchema,
  AgeRangeInputSchema,
  SettingSchema,
} from './family-facts-schema.js';
import { OpeningHoursInputSchema } from './opening-hours-schema.js';

/**
 * The attraction body of create, update and public submit (SPEC §3 "as sent or received"). It is
 * lenient where SPEC §3/§7 says clients differ: the social page sends mainCategory and categories
 * as names, the editor sends objects; both parse to names. A read attraction can be sent back
 * unchanged: id, status, hitCount and the built social links are ignored (unknown keys are
 * stripped), because the server owns them.
 */

/**
 * A reference sent as its name or as an object holding it; parses to the name. Null (a drop-down
 * with nothing picked, or a read attraction without a region) parses to '', which the name's own
 * rules then report as required.
 */
function reference<K extends string>(key: K, expected: string) {
  const shape = { [key]: z.string() } as Record<K, z.ZodString>;
  return z
    .union([z.string(), z.object(shape)], { error: requiredTypeError(expected) })
    .nullable()
    .transform((ref): string => {
      if (ref === null) return '';
      return typeof ref === 'string' ? ref : (ref as Record<K, string>)[key];
    });
}

const unique = (names: string[]) => [...new Set(names)];

const booleanField = () => z.boolean({ error: mismatchError('true or false') });

/** A date-time, or a plain date from a date picker (read as midnight UTC). */
const socialPostField = () =>
  z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
    error: mismatchError('a date'),
  });

const CoordinatesInputSchema = z
  .object(
    {
      latitude: latitudeField().nullable().optional(),
      longitude: longitudeField().nullable().optional(),
    },
    { error: mismatchError('an object') },
  )
  .superRefine((coordinates, ctx) => {
    // A pin needs both; one alone would be saved as a point on the equator or meridian.
    const hasLatitude = typeof coordinates.latitude === 'number';
    const hasLongitude = typeof coordinates.longitude === 'number';
    if (hasLatitude && !hasLongitude) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: messages.coordinatesTogether });
    }
    if (!hasLatitude && hasLongitude) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: messages.coordinatesTogether });
    }
  });

const AddressInputSchema = z.object(
  {
    addressLineOne: optionalText(FIELD_LIMITS.addressLine),
    addressLineTwo: optionalText(FIELD_LIMITS.addressLine),
    postalTown: optionalText(FIELD_LIMITS.town),
    postalCode: optionalText(FIELD_LIMITS.postcode),
    country: optionalText(FIELD_LIMITS.country),
  },
  { error: mismatchError('an object') },
);

/** A facility type as a name or {name, isChecked}; an unticked type (isChecked false) is dropped. */
const FacilityTypeRefSchema = z
  .union([z.string(), z.object({ name: z.string(), isChecked: z.boolean().optional() })], {
    error: requiredTypeError('a type name'),
  })
  .transform((type) =>
    typeof type === 'string'
      ? { name: type, isChecked: true }
      : { name: type.name, isChecked: type.isChecked ?? true },
  )
  .pipe(z.object({ name: requiredText(FIELD_LIMITS.facilityTypeName), isChecked: z.boolean() }));

export const AttractionFacilityInputSchema = z.object(
  {
    name: slugField(),
    state: z
      .enum(FACILITY_SELECTIONS, { error: mismatchError('one of YES, NO, PARTIAL or N/A') })
      .default('YES'),
    types: z
      .array(FacilityTypeRefSchema, { error: mismatchError('a list') })
      .default([])
      .transform((types) => unique(types.filter((type) => type.isChecked).map((t) => t.name))),
  },
  { error: mismatchError('a facility') },
);

/** SPEC §4/§5 category selection, as the message to show against mainCategory (or none). */
function mainCategoryIssue(categories: readonly string[], main: string | null): string | null {
  if (categories.length === 0) return messages.selectCategoryFirst;
  if (isMainCategoryUnset(main)) {
    // Exactly one ticked category becomes the main one by itself.
    return categories.length > 1 ? messages.mainCategoryRequired : null;
  }
  return main !== null && !categories.includes(main) ? messages.mainCategoryNotSelected : null;
}

export const AttractionInputSchema = z
  .object({
    name: requiredText(FIELD_LIMITS.attractionName),
    description: requiredText(FIELD_LIMITS.attractionDescription),
    metadata: emptyWhenAbsent(
      z.object(
        {
          googlePlaceId: optionalText(FIELD_LIMITS.googlePlaceId),
          hvt: booleanField().optional(),
          lastSocialPost: socialPostField().nullable().optional(),
        },
        { error: mismatchError('an object') },
      ),
    ),
    detailedView: booleanField().optional(),
    location: emptyWhenAbsent(
      z.object(
        {
          coordinates: CoordinatesInputSchema.nullable().optional(),
          description: optionalText(FIELD_LIMITS.locationDescription),
          address: emptyWhenAbsent(AddressInputSchema),
          region: reference('regionName', 'a region').pipe(slugField()),
        },
        { error: mismatchError('an object') },
      ),
    ),
    attractionGroups: z
      .array(reference('groupId', 'a group').pipe(slugField()), {
        error: mismatchError('a list'),
      })
      .default([])
      .transform(unique),
    facilities: z
      .array(AttractionFacilityInputSchema, { error: mismatchError('a list') })
      .default([]),
    rating: ratingField().nullable().optional(),
    price: priceBandField().nullable().optional(),
    entryPrice: entryPriceField().nullable().optional(),
    // Checked against categories below, where both are known.
    mainCategory: reference('categoryName', 'a category').optional(),
    categories: z
      .array(reference('categoryName', 'a category').pipe(slugField()), {
        error: requiredTypeError('a list'),
      })
      .min(1, { error: messages.required })
      .transform(unique),
    contact: emptyWhenAbsent(
      z.object(
        {
          phone: optionalUkPhoneField(),
          email: optionalEmailField(),
          facebook: socialHandleField(),
          twitter: socialHandleField(),
          instagram: socialHandleField(),
        },
        { error: mismatchError('an object') },
      ),
    ),
    links: emptyWhenAbsent(
      z.object(
        { mainImage: optionalUrlField(), website: optionalUrlField() },
        { error: mismatchError('an object') },
      ),
    ),
    /** The website under its SPEC §3 public name; links.website wins when both are sent. */
    linkUrl: optionalUrlField(),
    // Family facts (decision 007): left out means "keep what is stored" (unknown on create).
    openingHours: OpeningHoursInputSchema.optional(),
    access: AccessDetailsInputSchema.optional(),
    ages: AgeRangeInputSchema.nullable().optional(),
    setting: SettingSchema.nullable().optional(),
    /** Where each group's facts came from (decision 109); admin saves only, ignored otherwise. */
    factSources: FactSourcesInputSchema.optional(),
  })
  .superRefine(
    (value, ctx) => {
      // `when` lets this run even when the body is not an object at all (null, a string...).
      if (typeof value !== 'object' || value === null) return;
      const hasIssueAt = (key: string) => ctx.issues.some((issue) => issue.path?.[0] === key);
      // Runs even when other fields failed (see `when`), so read defensively.
      const categories = Array.isArray(value.categories)
        ? value.categories.filter((c): c is string => typeof c === 'string')
        : [];
      const main = typeof value.mainCategory === 'string' ? value.mainCategory.trim() : null;

      if (!hasIssueAt('mainCategory')) {
        const message = mainCategoryIssue(categories, main);
        if (message !== null) ctx.addIssue({ code: 'custom', path: ['mainCategory'], message });
      }

      // The band is required, but an entry price in pounds is as good: the band derives from it.
      const missing = (v: unknown) => v === undefined || v === null;
      if (
        missing(value.price) &&
        missing(value.entryPrice) &&
        !hasIssueAt('price') &&
        !hasIssueAt('entryPrice')
      ) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: messages.required });
      }
    },
    // Cross-field messages show alongside field errors, as a form shows them all at once.
    { when: () => true },
  );
export type AttractionInput = z.input<typeof AttractionInputSchema>;
export type AttractionInputParsed = z.output<typeof AttractionInputSchema>;
