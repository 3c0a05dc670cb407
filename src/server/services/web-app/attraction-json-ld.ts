// The schema.org JSON-LD of an attraction's page: what a search engine reads about the place.
// Only what the catalogue knows is written; an unknown field is left out, never guessed.
import type { Attraction } from '../../../contract/attraction.js';
import { amenityFeaturesJsonLd, openingHoursJsonLd } from './family-json-ld.js';

export function attractionJsonLd(a: Attraction, canonicalUrl: string): Record<string, unknown> {
  const { address, coordinates } = a.location;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: a.name,
    description: a.description,
    url: canonicalUrl,
    ...(a.links.mainImage ? { image: a.links.mainImage } : {}),
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
    ...(a.price === 0 ? { isAccessibleForFree: true } : {}),
    ...familyJsonLd(a),
  };
}

function familyJsonLd(a: Attraction): Record<string, unknown> {
  const hours = openingHoursJsonLd(a);
  const amenities = amenityFeaturesJsonLd(a);
  return {
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(amenities.length > 0 ? { amenityFeature: amenities } : {}),
  };
}
