import { parseCookies, serializeCookie, type CookieOptions } from '../../contract/cookies';

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
