// The admin token's header and expiry rule, free of zod (decision 047): every page's API client
// and the menu drawer need them, the sign-in schemas in auth.ts only the admin pages.

/** Admin calls carry the token in a header of this name (SPEC §6). */
export const ADMIN_TOKEN_HEADER = 'token';

/** SPEC §4: a token is cleared when expired or without an expiry. */
export function isTokenUsable(expires: string | null | undefined, now: Date): boolean {
  if (expires === null || expires === undefined) return false;
  const expiry = Date.parse(expires);
  return Number.isFinite(expiry) && expiry > now.getTime();
}
