// A database that cannot be reached is an outage, not a bug: the answer is 503 with Retry-After
// and a generic message, so clients and proxies retry instead of reporting a fault (decision 029,
// fault 5). Reads the in-memory caches can answer never reach the database and keep answering.

/** Seconds a client is asked to wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// SQLSTATE: class 08 connection exception; 57P01-03 the server is shutting down or starting;
// 53300 too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/;

/** True when the error, or anything in its `cause` chain, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 5; hops++) {
    const { code, syscall, message, cause } = current as {
      code?: unknown;
      syscall?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // A unix socket (the embedded database) that is gone.
      if (code === 'ENOENT' && syscall === 'connect') return true;
      if (UNAVAILABLE_SQLSTATES.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
