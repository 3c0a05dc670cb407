import type { CookieValues } from '../../contract/cookies';
import { readPreferences, type Preferences } from '../../contract/preferences';
import { readAdminSession, type AdminSession } from './admin-session/admin-cookies';
import type { SiteConfig } from './site-config';

/**
 * What the app starts from, read from the visitor's cookies: the same call in the browser
 * (main.tsx) and in the server render (entry-server.tsx), so both first renders agree and
 * hydration keeps the server's HTML (decision 098).
 */
export function initialVisitorState(
  cookies: CookieValues,
  siteConfig: SiteConfig,
): { initialPreferences: Preferences; initialAdminSession: AdminSession | null } {
  return {
    initialPreferences: readPreferences(cookies, siteConfig.features.personalisation),
    initialAdminSession: readAdminSession(cookies),
  };
}
