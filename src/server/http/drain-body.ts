// A request body refused unread (too large, a type nothing reads) is read to its end and thrown
// away before the answer goes (decision 120): closing a socket with unread data makes TCP send a
// reset, and the client loses the answer it has not read yet.
import type { IncomingMessage } from 'node:http';

/** Read and thrown away at most: beyond this the client is not sending a mistaken body. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
/** …and for at most this long (the request timeout, 15 s, is the backstop). */
export const DRAIN_LIMIT_MS = 10_000;

/**
 * Reads what is left of a request's body and discards it; resolves at its end, on an error, or
 * past either limit (the socket is then closed with data unread, as before: an abuser's problem).
 */
export function drainRequestBody(
  raw: IncomingMessage,
  limits: { bytes: number; ms: number } = { bytes: DRAIN_LIMIT_BYTES, ms: DRAIN_LIMIT_MS },
): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limits.bytes) finish();
    };
    const timer = setTimeout(finish, limits.ms);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
