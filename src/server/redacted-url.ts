// Connection URLs in messages and logs: shown without their secrets.

/** The URL with its password (and any query, which may hold one) left out. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    parsed.search = '';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
