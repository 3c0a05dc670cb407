import { z } from './zod.js';
import { DEFAULT_FACILITY_COLOUR, FIELD_LIMITS } from './constants.js';
import {
  mismatchError,
  optionalText,
  requiredText,
  requiredTypeError,
  slugField,
} from './fields.js';
import { messages } from './messages.js';

/** A Font Awesome icon reference, e.g. {prefix: 'fas', iconName: 'wheelchair'}. */
export const FacilityIconSchema = z.object({ prefix: z.string(), iconName: z.string() });
export type FacilityIcon = z.infer<typeof FacilityIconSchema>;

export const FacilityTypeSchema = z.object({ name: z.string() });
export type FacilityType = z.infer<typeof FacilityTypeSchema>;

/** A facility as the server sends it. */
export const FacilitySchema = z.object({
  facilityName: z.string(),
  displayName: z.string(),
  colour: z.string().default(DEFAULT_FACILITY_COLOUR),
  forDisabled: z.boolean(),
  isActive: z.boolean().default(true),
  icon: FacilityIconSchema,
  availableDescription: z.string().nullable(),
  unavailableDescription: z.string().nullable(),
  unknownDescription: z.string().nullable(),
  types: z.array(FacilityTypeSchema),
  attractionCount: z.number().int().min(0),
});
export type Facility = z.infer<typeof FacilitySchema>;

// Every way an icon can be wrong reads the same to the user: no valid icon was picked.
const iconPart = () =>
  z
    .string({ error: messages.icon })
    .trim()
    .min(1, { error: messages.icon })
    .max(FIELD_LIMITS.iconPart, { error: messages.icon });

export const FacilityIconInputSchema = z.object(
  { prefix: iconPart(), iconName: iconPart() },
  { error: messages.icon },
);

/** A type may be sent as its name or as {name}; both parse to {name}. */
export const FacilityTypeInputSchema = z
  .union([z.string(), z.object({ name: z.string() })], { error: requiredTypeError('a name') })
  .transform((type) => (typeof type === 'string' ? type : type.name))
  .pipe(requiredText(FIELD_LIMITS.facilityTypeName))
  .transform((name) => ({ name }));

/** Create/update body (SPEC §5 Facility form); facilityName is derived on create. */
export const FacilityInputSchema = z.object({
  facilityName: slugField().optional(),
  displayName: requiredText(FIELD_LIMITS.displayName),
  colour: optionalText(FIELD_LIMITS.facilityColour).transform(
    (colour) => colour ?? DEFAULT_FACILITY_COLOUR,
  ),
  forDisabled: z.boolean({ error: mismatchError('true or false') }).default(false),
  isActive: z.boolean({ error: mismatchError('true or false') }).default(true),
  icon: FacilityIconInputSchema,
  availableDescription: optionalText(FIELD_LIMITS.facilityDescription),
  unavailableDescription: optionalText(FIELD_LIMITS.facilityDescription),
  unknownDescription: optionalText(FIELD_LIMITS.facilityDescription),
  types: z
    .array(FacilityTypeInputSchema, { error: mismatchError('a list') })
    .default([])
    // A type listed twice is one type.
    .transform((types) => [...new Map(types.map((t) => [t.name, t])).values()]),
});
export type FacilityInput = z.input<typeof FacilityInputSchema>;
export type FacilityInputParsed = z.output<typeof FacilityInputSchema>;

export const facilityInputDefaults = {
  displayName: '',
  colour: DEFAULT_FACILITY_COLOUR,
  forDisabled: false,
  isActive: true,
  icon: { prefix: '', iconName: '' },
  types: [],
} satisfies FacilityInput;
