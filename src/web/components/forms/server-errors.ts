import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { serverFieldErrors, serverMessage } from '../../api/admin-client';

/**
 * Puts a 400's field messages on the fields the form has, and answers the message for the
 * snackbar: the server's own words (e.g. a 409 "already exists"), or `fallback`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): string {
  const fieldErrors = serverFieldErrors(error);
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(path)) {
      setError(
        path as FieldPath<T>,
        { type: 'server', message },
        { shouldFocus: unplaced.length === 0 },
      );
    } else {
      unplaced.push(message);
    }
  }
  if (Object.keys(fieldErrors).length > 0 && unplaced.length === 0) {
    return 'Please correct the highlighted fields.';
  }
  return unplaced[0] ?? serverMessage(error) ?? fallback;
}
