import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A number input holds text ('' while empty); the contract's number fields take numbers and say
 * 'This field is required.' for null (fields.ts). So the named fields are turned into numbers,
 * or null when empty, before the contract's schema judges the form.
 */
export function toNumberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  return Number(value);
}

export function contractResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  numberFields: readonly string[] = [],
): Resolver<TForm, unknown, TOutput> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<TForm, unknown, TOutput>;
  return (values, context, options) => {
    const converted: Record<string, unknown> = { ...values };
    for (const name of numberFields) converted[name] = toNumberOrNull(converted[name]);
    return resolve(converted as TForm, context, options);
  };
}
