import { z } from './zod.js';
import { isSlug } from './slug.js';

/**
 * Builders for query-string parameters. Values arrive as strings (or string arrays when a key
 * repeats); typed clients may pass numbers and booleans, which parse the same way. An empty value
 * ('?page=') counts as absent. Every message names its parameter, because a 400 for a URL has no
 * form field to sit beside.
 *
 * The input side of each schema is a plain union, so the JSON Schema published for the docs
 * stays accurate; the parsing happens in transforms.
 */

/** How many values a repeatable parameter takes; more is a mistake or an attack. */
export const MAX_REPEATED_VALUES = 50;

const isEmpty = (raw: unknown) =>
  raw === undefined || (typeof raw === 'string' && raw.trim() === '');

const WHOLE_NUMBER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

function parseNumber(raw: string | number, pattern: RegExp): number {
  if (typeof raw === 'number') return raw;
  const trimmed = raw.trim();
  return pattern.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A whole number of at least `min` (and at most `max`); absent → undefined. */
export function wholeNumberParam(name: string, min: number, max?: number) {
  const message =
    max === undefined
      ? `${name} must be a whole number of ${min} or more`
      : `${name} must be a whole number from ${min} to ${max}`;
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((raw, ctx) => {
      if (isEmpty(raw)) return undefined;
      const value = parseNumber(raw as string | number, WHOLE_NUMBER);
      if (!Number.isSafeInteger(value) || value < min || (max !== undefined && value > max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** A decimal number accepted by `isValid`; absent → undefined. */
export function numberParam(name: string, message: string, isValid: (value: number) => boolean) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((raw, ctx) => {
      if (isEmpty(raw)) return undefined;
      const value = parseNumber(raw as string | number, DECIMAL);
      if (!Number.isFinite(value) || !isValid(value)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** One of `values`; absent → undefined. */
export function enumParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z
    .union([z.enum(values), z.literal('')], {
      error: `${name} must be one of: ${values.join(', ')}`,
    })
    .optional()
    .transform((raw) => (raw === '' || raw === undefined ? undefined : raw));
}

/** 'true' or 'false'; absent → undefined. */
export function booleanParam(name: string) {
  return z
    .union([z.enum(['true', 'false']), z.boolean(), z.literal('')], {
      error: `${name} must be true or false`,
    })
    .optional()
    .transform((raw) =>
      raw === '' || raw === undefined ? undefined : raw === true || raw === 'true',
    );
}

const slugMessage = (name: string) =>
  `${name} must be a name of lowercase letters a-z and digits 0-9 only`;

/** One slug; absent → undefined. */
export function slugParam(name: string) {
  return z
    .union([z.string(), z.number()], { error: slugMessage(name) })
    .optional()
    .transform((raw, ctx) => {
      if (isEmpty(raw)) return undefined;
      const value = String(raw).trim();
      if (!isSlug(value)) {
        ctx.addIssue({ code: 'custom', message: slugMessage(name) });
        return z.NEVER;
      }
      return value;
    });
}

/** A repeatable slug filter (?category=zoo&category=museum) → ['zoo', 'museum']; absent → []. */
export function slugListParam(name: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: slugMessage(name) })
    .optional()
    .transform((raw, ctx) => {
      const values = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (values.length > MAX_REPEATED_VALUES) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} may be given at most ${MAX_REPEATED_VALUES} times`,
        });
        return z.NEVER;
      }
      if (!values.every(isSlug)) {
        ctx.addIssue({ code: 'custom', message: slugMessage(name) });
        return z.NEVER;
      }
      return [...new Set(values)];
    });
}

/** A free-text search, trimmed; empty → undefined. */
export function searchParam(name: string, maxLength: number) {
  return z
    .string({ error: `${name} must be given once, as text` })
    .trim()
    .max(maxLength, { error: `${name} must be at most ${maxLength} characters` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** Fills in a default for an absent parameter. */
export function withDefault<O, I>(schema: z.ZodType<O | undefined, I>, fallback: O) {
  return schema.transform((value): O => value ?? fallback);
}
