// What the API answers about a request body it will not read (decisions 024 and 120).

/** 415: every write takes JSON (the cookie notice's form post is the one exception). */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE =
  'Send the request body as JSON, with the header Content-Type: application/json.';
