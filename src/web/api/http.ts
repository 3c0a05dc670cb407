import { toQueryString, type QueryValue } from '../../contract/query-string';

/** A non-2xx answer. The body is kept so callers can show a field message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
    this.name = 'ApiError';
  }
}

/** Where a read goes: the network in the browser, the API in-process in a server render. */
export type ReadTransport = (url: string, init: RequestInit) => Promise<Response>;

const network: ReadTransport = (url, init) => fetch(url, init);

/**
 * The reads of one server render (decision 187) go to that render's transport, not the network:
 * the render tags each read's abort signal with it (`page-query.ts`), and every read passes its
 * signal down to here. Nothing is module-wide, so two renders in one worker never share a
 * transport. Writes always go over the network.
 */
const renderTransports = new WeakMap<AbortSignal, ReadTransport>();

export function readThrough(signal: AbortSignal, transport: ReadTransport): void {
  renderTransports.set(signal, transport);
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // SPEC §8: JSON parse problems are logged.
    console.warn("Can't access the data.", response.url);
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/**
 * GET with SPEC §7's query strings (list parameters repeat per value). The server is ours and
 * its answers follow the contract's schemas, so responses are typed, not re-validated: that keeps
 * zod out of the first page's JavaScript (docs/decisions/044).
 */
export async function getJson<T>(
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const transport = (init.signal && renderTransports.get(init.signal)) ?? network;
  const response = await transport(path + toQueryString(query), {
    signal: init.signal,
    headers: { accept: 'application/json', ...init.headers },
  });
  return parse<T>(response);
}

export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  init: { headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body ?? {}),
  });
  return parse<T>(response);
}
