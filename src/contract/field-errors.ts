import type { FieldErrors } from './list.js';

/** The key of an issue about the whole body; react-hook-form reads the same name (errors.root). */
export const ROOT_FIELD = 'root';

interface IssueLike {
  readonly path?: readonly PropertyKey[] | undefined;
  readonly message: string;
}

/**
 * Groups zod issues into {'location.region': ['This field is required.']} for the 400 body of
 * DESIGN's error shape. Keeps each field's messages in rule order, without repeats.
 */
export function toFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path && issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    const messages = (fieldErrors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}
