// A small client for Google Places API (New): Place Details by Place ID. The base URL and key come
// from configuration (GOOGLE_PLACES_API_URL, GOOGLE_PLACES_API_KEY), so tests point it at a local
// fake server. Only what the attraction page fills in is asked for (the field mask), which also
// keeps the call in Google's cheapest billing tier for these fields (decision 027).
import { z } from 'zod';
import { FIELD_LIMITS } from '../../../contract/constants.js';
import { isUkPhone } from '../../../contract/uk-phone.js';
import { isWebUrl, withScheme } from '../../../contract/web-url.js';

export const GOOGLE_PLACES_FIELD_MASK = [
  'location',
  'addressComponents',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
].join(',');

/** What a place tells us, already checked against the attraction's field rules. */
export interface PlaceDetails {
  coordinates: { latitude: number; longitude: number } | null;
  addressLineOne: string | null;
  addressLineTwo: string | null;
  postalTown: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  website: string | null;
}

export type GooglePlacesErrorKind = 'not-configured' | 'unknown-place' | 'unavailable';

export class GooglePlacesError extends Error {
  constructor(
    readonly kind: GooglePlacesErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'GooglePlacesError';
  }
}

export interface GooglePlacesClient {
  readonly isConfigured: boolean;
  placeDetails(placeId: string): Promise<PlaceDetails>;
}

export interface GooglePlacesOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const AddressComponentSchema = z.object({
  longText: z.string().optional(),
  shortText: z.string().optional(),
  types: z.array(z.string()).default([]),
});

const PlaceSchema = z.object({
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .optional(),
  addressComponents: z.array(AddressComponentSchema).default([]),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
});

const UK_NATIONS = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland']);

/** A value that fits its field, or null: nothing Google says may break our own rules. */
function fitting(value: string | undefined | null, max: number): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed.length <= max ? trimmed : null;
}

export function toPlaceDetails(raw: unknown): PlaceDetails {
  const parsed = PlaceSchema.safeParse(raw);
  if (!parsed.success)
    throw new GooglePlacesError('unavailable', 'Google Places answered in an unexpected format.');
  const place = parsed.data;
  const component = (type: string) => place.addressComponents.find((c) => c.types.includes(type));
  const text = (type: string) => component(type)?.longText;

  const street = [text('street_number'), text('route')].filter(Boolean).join(' ');
  const lineOne = [text('premise'), street].filter(Boolean).join(', ');
  const town = text('postal_town') ?? text('locality');
  const district =
    text('sublocality') ??
    text('neighborhood') ??
    (text('postal_town') ? text('locality') : undefined);
  // SPEC's countries are the UK nations (England, Scotland, ...), as the seed catalogue holds them.
  const nation = text('administrative_area_level_1');
  const isUk = component('country')?.shortText === 'GB';
  const country = isUk && nation && UK_NATIONS.has(nation) ? nation : text('country');

  // A national number only says it is British when the international one (or the place) does:
  // '01 23 45 67 89' is a Paris number that happens to fit the UK pattern.
  const international = place.internationalPhoneNumber?.trim();
  const british = international ? international.startsWith('+44') : isUk;
  const phone = british
    ? [place.nationalPhoneNumber, international].find(
        (p) => p !== undefined && p.length <= FIELD_LIMITS.phone && isUkPhone(p),
      )
    : undefined;
  const website =
    place.websiteUri && place.websiteUri.length <= FIELD_LIMITS.url && isWebUrl(place.websiteUri)
      ? withScheme(place.websiteUri)
      : null;

  return {
    coordinates: place.location ?? null,
    addressLineOne: fitting(lineOne, FIELD_LIMITS.addressLine),
    addressLineTwo:
      district && district !== town ? fitting(district, FIELD_LIMITS.addressLine) : null,
    postalTown: fitting(town, FIELD_LIMITS.town),
    postalCode: fitting(text('postal_code'), FIELD_LIMITS.postcode),
    country: fitting(country, FIELD_LIMITS.country),
    phone: phone ?? null,
    website,
  };
}

export function createGooglePlacesClient(options: GooglePlacesOptions): GooglePlacesClient {
  const { apiKey, timeoutMs = 5_000 } = options;
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    isConfigured: apiKey !== undefined && apiKey !== '',
    async placeDetails(placeId) {
      if (!apiKey) {
        throw new GooglePlacesError(
          'not-configured',
          'Google Places is not configured: GOOGLE_PLACES_API_KEY is not set.',
        );
      }
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}/v1/places/${encodeURIComponent(placeId)}`, {
          headers: {
            'X-Goog-Api-Key': apiKey,
            'X-Goog-FieldMask': GOOGLE_PLACES_FIELD_MASK,
            Accept: 'application/json',
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw new GooglePlacesError(
          'unavailable',
          'Google Places could not be reached. Please try again later.',
        );
      }
      // Google answers 400 INVALID_ARGUMENT for a malformed Place ID and 404 for an unknown one.
      if (response.status === 400 || response.status === 404) {
        throw new GooglePlacesError(
          'unknown-place',
          'Google Places does not recognise the saved Google Place ID.',
        );
      }
      if (!response.ok) {
        throw new GooglePlacesError(
          'unavailable',
          `Google Places answered with an error (HTTP ${response.status}). Please try again later.`,
        );
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new GooglePlacesError(
          'unavailable',
          'Google Places answered in an unexpected format.',
        );
      }
      return toPlaceDetails(body);
    },
  };
}
