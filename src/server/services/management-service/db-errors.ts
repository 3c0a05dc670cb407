// PostgreSQL errors (wrapped by Drizzle in DrizzleQueryError.cause) turned into honest HTTP
// answers. Routes check what they can first; this is the net for races and for values only the
// database refuses, so bad input never becomes a 500 (decision 024).
import { HttpError } from '../../http/errors.js';

export interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind `error`, if there is one. */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return null;
}

export function httpErrorForDatabaseError(error: unknown): HttpError | null {
  const pgError = pgErrorOf(error);
  if (!pgError) return null;
  const { code } = pgError;
  if (code === '23505') {
    return new HttpError(409, 'This conflicts with a record that already exists.');
  }
  if (code === '23503') {
    return new HttpError(
      409,
      'This refers to a record that was changed or removed meanwhile. Please reload and try again.',
    );
  }
  if (code === '40001' || code === '40P01') {
    return new HttpError(
      409,
      'Another change to the same record happened at the same time. Please try again.',
    );
  }
  // Class 22 (data exception: out of range, bad encoding, NUL bytes) and check violations.
  if (code.startsWith('22') || code === '23514' || code === '23502') {
    return new HttpError(400, 'The request holds a value that cannot be stored.');
  }
  return null;
}
