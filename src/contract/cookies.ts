import { COOKIE_LIFETIME_MONTHS } from './constants.js';

/**
 * Cookies as plain strings in and out. Parsing and serialising are pure so the same code reads a
 * request's Cookie header on a server and document.cookie in the browser. The jars that touch a
 * document live with the browser code (src/web/lib/cookies.ts).
 */

/** SPEC §9: every preference and the admin token live 6 months. */
export const COOKIE_MAX_AGE_SECONDS = Math.round(((COOKIE_LIFETIME_MONTHS * 365.25) / 12) * 86_400);

/**
 * The admin login token and its expiry, kept in cookies as SPEC §3 says (docs/decisions/041). The
 * server reads the first too: a signed-in request never shares a kept page (decision 184).
 */
export const ADMIN_TOKEN_COOKIE = 'admin-token';
export const ADMIN_TOKEN_EXPIRES_COOKIE = 'admin-token-expires';

export type CookieValues = Readonly<Record<string, string>>;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (name === '' || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Defaults to the 6-month lifetime. */
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict';
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
