// Slow clients are cut off (decision 029): a body trickled in a byte at a time held its
// socket and memory forever (0 of 10 closed in 150 s). Nothing Daytrip accepts takes more than a
// moment to send: a whole request has REQUEST_TIMEOUT_MS, checked every second.

/** The whole request, headers and body, must arrive within this. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A socket with no traffic at all is closed after this (longer than keep-alive's 72 s). */
export const CONNECTION_TIMEOUT_MS = 75_000;

export const SERVER_TIMEOUTS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionTimeout: CONNECTION_TIMEOUT_MS,
  // Node checks request timeouts on this interval (30 s by default, which would double the limit).
  http: { connectionsCheckingInterval: 1_000 },
} as const;
