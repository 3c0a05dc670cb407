import { toQueryString, type QueryValue } from '../../contract/query-string';
import { adminHeaders } from './admin-token';
import { ApiError } from './http';

/**
 * What every admin call needs: the token for the `token` header (SPEC §6), and what to do when
 * the server says it is no longer valid (SPEC §4: a 401 clears it and sends the admin to /admin).
 */
export interface AdminClient {
  token: string;
  onUnauthorised(): void;
}

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * One admin call. The token goes on every request, reads included: the server then answers
 * `private, no-store` and skips its shared list cache (docs/decisions/011), so an admin always
 * sees what was just saved.
 */
export async function adminFetch(
  client: AdminClient,
  path: string,
  request: AdminRequest & { accept?: string } = {},
): Promise<Response> {
  const { method = 'GET', query = {}, body, signal, accept = 'application/json' } = request;
  const headers: Record<string, string> = { accept, ...adminHeaders(client.token) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path + toQueryString(query), {
    method,
    headers,
    cache: 'no-store',
    signal,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 401) {
    client.onUnauthorised();
  }
  return response;
}

/** An admin call answering JSON; a non-2xx answer throws ApiError with the parsed body. */
export async function adminJson<T>(
  client: AdminClient,
  path: string,
  request: AdminRequest = {},
): Promise<T> {
  const response = await adminFetch(client, path, request);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // SPEC §8: JSON parse problems are logged.
    console.warn("Can't access the data.", path);
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

interface ErrorBody {
  message?: unknown;
  fieldErrors?: unknown;
}

/** The server's own explanation of a failed call, when it gave one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const { message } = error.body as ErrorBody;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/** Field messages of a 400 ({'branding.primaryColour': ['...']}), or an empty object. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    error.body &&
    typeof error.body === 'object'
  ) {
    const { fieldErrors } = error.body as ErrorBody;
    if (fieldErrors && typeof fieldErrors === 'object')
      return fieldErrors as Record<string, string[]>;
  }
  return {};
}
