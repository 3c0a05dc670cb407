// The schema.org JSON-LD of an attraction's page: what a search engine reads about the place.
// Only what the catalogue knows is written; an unknown field is left out, never guessed. A family
// fact goes in only when its group says where it came from (decision 109): a search engine shows
// it without our "check before you go", so an unsourced or typical fact stays on our page only.
import type { Attraction } from '../../contract/attraction';
import type { FactGroup } from '../../contract/family-facts';
import { amenityFeaturesJsonLd, openingHoursJsonLd } from './family-json-ld';

export function attractionJsonLd(a: Attraction, canonicalUrl: string): Record<string, unknown> {
  const { address, coordinates } = a.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: a.name,
    description: a.description,
    url: canonicalUrl,
    // Our own photo (decision 167); a hot-linked image URL is not shown (decision 168).
    ...(a.photo ? { image: new URL(a.photo.src, canonicalUrl).toString() } : {}),
    ...(a.links.website ? { sameAs: [a.links.website] } : {}),
    ...(coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: coordinates.latitude,
            longitude: coordinates.longitude,
          },
        }
      : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.addressLineOne, address.addressLineTwo].filter(Boolean).join(', '),
      addressLocality: address.postalTown,
      postalCode: address.postalCode,
      addressRegion: a.location.region?.displayName,
      addressCountry: 'GB',
    },
    ...(a.price === 0 && sourced(a, 'prices') ? { isAccessibleForFree: true } : {}),
    ...familyJsonLd(a),
  };
}

/** The group's facts carry a source (typical settings are never a check: decision 111). */
function sourced(a: Attraction, group: FactGroup): boolean {
  return a.checks[group] !== null;
}

function familyJsonLd(a: Attraction): Record<string, unknown> {
  const hours = sourced(a, 'hours') ? openingHoursJsonLd(a) : [];
  const amenities = sourced(a, 'access') ? amenityFeaturesJsonLd(a) : [];
  return {
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
  };
}
