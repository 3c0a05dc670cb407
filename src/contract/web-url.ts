/**
 * Website and image addresses. SPEC §5 tolerates a missing scheme ('example.com'), and the
 * contact editor prefixes http:// before saving; this module is that rule, shared.
 */

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
// Public host names only: labels of letters, digits and inner hyphens, and an alphabetic (or
// punycode) top-level domain. Rules out 'localhost', bare IPs and typos such as 'example'.
const PUBLIC_HOSTNAME = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,}|xn--[a-z\d-]+)$/i;

/** Prefixes 'http://' unless the address already names a scheme. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** True for an http(s) address of a public host, with or without its scheme. */
export function isWebUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(withScheme(trimmed));
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // 'mailto:a@b.com' becomes 'http://mailto:a@b.com' above: credentials give it away.
  if (url.username !== '' || url.password !== '') return false;
  return PUBLIC_HOSTNAME.test(url.hostname);
}
