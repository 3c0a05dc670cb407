import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AttractionGroupInputSchema } from './attraction-group.js';
import { ROOT_FIELD, toFieldErrors } from './field-errors.js';
import { messages } from './messages.js';

describe('toFieldErrors', () => {
  it('keys messages by dotted path in rule order', () => {
    const result = AttractionGroupInputSchema.safeParse({ groupId: 'Bad Id' });
    const fieldErrors = toFieldErrors(result.error?.issues ?? []);
    expect(fieldErrors['groupId']).toEqual([messages.lowercase, messages.noSpaces]);
    expect(fieldErrors['branding.primaryColour']).toEqual([messages.required]);
  });

  it('puts issues about the whole body under root', () => {
    const result = z.object({ a: z.string() }).safeParse('not an object');
    expect(Object.keys(toFieldErrors(result.error?.issues ?? []))).toEqual([ROOT_FIELD]);
  });

  it('lists a repeated message once', () => {
    const issues = [
      { path: ['a'], message: 'x' },
      { path: ['a'], message: 'x' },
    ];
    expect(toFieldErrors(issues)).toEqual({ a: ['x'] });
  });
});
