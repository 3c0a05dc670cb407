import type { Attraction, Coordinates } from '../../../contract/attraction';
import { socialProfileUrl, type SocialNetwork } from '../../../contract/social-links';
import { ukPhoneHref } from '../../../contract/uk-phone';
import { pageHref } from '../../../contract/page-routes';

/**
 * A directions link that works everywhere: Google Maps' cross-platform URL opens the Maps app on
 * phones and the website elsewhere, routing from wherever the visitor is (docs/decisions/082).
 */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The same link for trains and buses (decision 150): Google Maps' travelmode=transit. */
export function publicTransportUrl(coordinates: Coordinates): string {
  return `${directionsUrl(coordinates)}&travelmode=transit`;
}

export type ContactKind = 'website' | 'phone' | 'email' | SocialNetwork;

export interface ContactLink {
  kind: ContactKind;
  /** What the link says. */
  label: string;
  /** What a screen reader hears: the label with its context, so it always contains the label. */
  accessibleName: string;
  href: string;
  external: boolean;
}

const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
};

/**
 * The contact links of SPEC §2 in their order (website, phone, email, facebook, twitter,
 * instagram), each only when present and usable. The website is listed here for completeness;
 * the page sends it through the track endpoint.
 */
export function contactLinks(attraction: Attraction): ContactLink[] {
  const { contact, links, name } = attraction;
  const items: ContactLink[] = [];
  const website = links.website ?? attraction.linkUrl;
  if (website) {
    items.push({
      kind: 'website',
      label: 'Visit Website',
      accessibleName: 'Visit Website',
      href: website,
      external: true,
    });
  }
  const phoneHref = contact.phone ? ukPhoneHref(contact.phone) : null;
  if (contact.phone && phoneHref) {
    items.push({
      kind: 'phone',
      label: contact.phone,
      accessibleName: `Call ${name} on ${contact.phone}`,
      href: phoneHref,
      external: false,
    });
  }
  if (contact.email) {
    items.push({
      kind: 'email',
      label: contact.email,
      accessibleName: `Email ${name} at ${contact.email}`,
      href: `mailto:${contact.email}`,
      external: false,
    });
  }
  for (const network of ['facebook', 'twitter', 'instagram'] as const) {
    const href = links[network] ?? socialProfileUrl(network, contact[network]);
    if (!href) continue;
    items.push({
      kind: network,
      label: socialNames[network],
      accessibleName: `${name} on ${socialNames[network]}`,
      href,
      external: true,
    });
  }
  return items;
}

/** 'Moston Road, Upton-by-Chester, Chester, CH2 1EU': the address lines that are present. */
export function addressLines(attraction: Attraction): string[] {
  const { address } = attraction.location;
  return [
    address.addressLineOne,
    address.addressLineTwo,
    address.postalTown,
    address.postalCode,
  ].filter((line): line is string => line !== null && line.trim() !== '');
}

/**
 * 'Chester, North West England': town and region, whichever are known, and once when they are
 * the same name ('London', not 'London, London').
 */
export function placeLine(attraction: Attraction): string | null {
  const parts = [
    attraction.location.address.postalTown,
    attraction.location.region?.displayName,
  ].filter((part): part is string => !!part && part.trim() !== '');
  const distinct = parts.filter(
    (part, index) =>
      parts.findIndex((other) => other.trim().toLowerCase() === part.trim().toLowerCase()) ===
      index,
  );
  return distinct.length === 0 ? null : distinct.join(', ');
}

/**
 * Tags to explore from here (SPEC §2 'related tags'): more of the main category, more in the
 * region, and each group the attraction belongs to (docs/decisions/081).
 */
export function relatedTags(attraction: Attraction): { key: string; label: string; to: string }[] {
  const tags: { key: string; label: string; to: string }[] = [];
  const main = attraction.mainCategory;
  if (main) {
    tags.push({
      key: `c-${main.categoryName}`,
      label: `More ${main.displayName}`,
      to: pageHref.category(main.categoryName),
    });
  }
  const region = attraction.location.region;
  if (region) {
    tags.push({
      key: `r-${region.regionName}`,
      label: `More in ${region.displayName}`,
      to: pageHref.region(region.regionName, '?sort=most-popular'),
    });
  }
  for (const group of attraction.attractionGroups) {
    tags.push({
      key: `g-${group.groupId}`,
      label: `More from ${group.displayName}`,
      to: pageHref.group(group.groupId),
    });
  }
  return tags;
}
