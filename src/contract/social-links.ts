/**
 * Social accounts are stored as handles (SPEC §5: entered without the @) and sent as links too,
 * so every page builds them the same way.
 */

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const PROFILE_BASE: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/',
  twitter: 'https://twitter.com/',
  instagram: 'https://www.instagram.com/',
};

/** The profile URL of a handle, or null when there is none. A stray @ is tolerated. */
export function socialProfileUrl(network: SocialNetwork, handle: string | null): string | null {
  const cleaned = handle?.trim().replace(/^@+/, '') ?? '';
  return cleaned === '' ? null : PROFILE_BASE[network] + encodeURIComponent(cleaned);
}
