import { COOKIE_LIFETIME_MONTHS } from '../../contract/constants.js';

/**
 * Cookies as plain strings in and out. Parsing and serialising are pure so the same code reads a
 * request's Cookie header on a server and document.cookie in the browser; only CookieJar (below)
 * touches the document.
 */

/** SPEC §9: every preference and the admin token live 6 months. */
export const COOKIE_MAX_AGE_SECONDS = Math.round(((COOKIE_LIFETIME_MONTHS * 365.25) / 12) * 86_400);

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

/** Where cookies are kept: document.cookie in the browser, a request/response pair elsewhere. */
export interface CookieJar {
  read(): Record<string, string>;
  write(name: string, value: string, options?: Omit<CookieOptions, 'secure'>): void;
  remove(name: string): void;
}

/** The browser's jar. Only ever called from effects and event handlers, never during render. */
export function createDocumentCookieJar(doc: Document): CookieJar {
  const secure = doc.location?.protocol === 'https:';
  return {
    read: () => parseCookies(doc.cookie),
    write: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, { ...options, secure });
    },
    remove: (name) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, secure });
    },
  };
}

/** A jar in memory, for tests and for rendering without a document. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = { ...initial };
  return {
    read: () => ({ ...values }),
    write: (name, value) => {
      values[name] = value;
    },
    remove: (name) => {
      delete values[name];
    },
  };
}
