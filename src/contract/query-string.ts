/**
 * Query strings as SPEC §7 sends them: list parameters repeat the name per value
 * (?category=zoo&category=museum), and absent or empty values are left out.
 */

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

export function toSearchParams(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly (QueryScalar | null | undefined)[]) {
      if (item === null || item === undefined || item === '') continue;
      params.append(name, String(item));
    }
  }
  return params;
}

/** '?a=1&b=2', or '' when there is nothing to send. */
export function toQueryString(query: Readonly<Record<string, QueryValue>>): string {
  const text = toSearchParams(query).toString();
  return text === '' ? '' : `?${text}`;
}
