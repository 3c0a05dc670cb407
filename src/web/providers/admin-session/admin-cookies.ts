import type { AuthenticateResponse } from '../../../contract/auth';
import {
  ADMIN_TOKEN_COOKIE,
  ADMIN_TOKEN_EXPIRES_COOKIE,
  type CookieValues,
} from '../../../contract/cookies';
import type { CookieJar } from '../../lib/cookies';

export interface AdminSession {
  token: string;
  /** ISO date-time, as the authenticate answer gave it; null when none was stored. */
  expires: string | null;
}

/**
 * The stored token as it is. Whether it is still usable (SPEC §4: not expired, has an expiry) is
 * judged where admin features are shown, with the contract's isTokenUsable, so that the contract's
 * schema code stays out of the first page's JavaScript (docs/decisions/044).
 */
export function readAdminSession(cookies: CookieValues): AdminSession | null {
  const token = cookies[ADMIN_TOKEN_COOKIE];
  return token ? { token, expires: cookies[ADMIN_TOKEN_EXPIRES_COOKIE] ?? null } : null;
}

export function clearAdminToken(jar: CookieJar): void {
  jar.remove(ADMIN_TOKEN_COOKIE);
  jar.remove(ADMIN_TOKEN_EXPIRES_COOKIE);
}

/** SPEC §4: the token and its expiry go in cookies at sign-in. */
export function storeAdminToken(jar: CookieJar, auth: AuthenticateResponse): void {
  // SameSite=Strict: the token is never sent along with another site's request.
  jar.write(ADMIN_TOKEN_COOKIE, auth.token, { sameSite: 'Strict' });
  jar.write(ADMIN_TOKEN_EXPIRES_COOKIE, auth.expires, { sameSite: 'Strict' });
}
