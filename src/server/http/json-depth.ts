// JSON bodies are checked for nesting depth before JSON.parse sees them, in one pass over the raw
// text (decision 029). A deep body cost every visitor: the parse itself is fast, but every recursive
// walk after it (validation, the NUL check, logging) grows with the depth, and from ~7,000 levels
// one of them overflows the stack. Nothing Daytrip accepts is nested more than a few levels.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** The deepest nesting of objects and arrays a request body may have (decision 029). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays are accepted.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * True when the JSON text nests objects/arrays deeper than `maxDepth`. One loop, no recursion, no
 * allocation: O(length). Brackets inside strings do not count. It does not validate the JSON;
 * JSON.parse does that afterwards.
 */
export function exceedsJsonDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH)
        index++; // skip the escaped character, whatever it is
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces the app's JSON body parser with one that refuses a too-deep body with 400 and then
 * hands the text to Fastify's own parser (which keeps its prototype-poisoning protection).
 * Registered once on the root instance, so it holds for every route.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    // The callback form: the parser answers through `done`, so there is no promise to await.
    void parseJson(request, text, done);
  });
}
