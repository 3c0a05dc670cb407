/**
 * Names a value's type in words for SPEC's 'This field is expected to be {type} but was {type}.'
 * `typeof` alone would call null and arrays "object" and NaN a "number", which misleads a user.
 */
export function describeValueType(value: unknown): string {
  if (value === null) return 'empty';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number' && Number.isNaN(value)) return 'not a number';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
    case 'bigint':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
