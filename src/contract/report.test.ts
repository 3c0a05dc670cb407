import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, ReportInputSchema, reportMessages } from './report.js';

const messagesOf = (body: unknown) => {
  const result = ReportInputSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ReportInputSchema', () => {
  it('reads a report, the email optional and blanks as none', () => {
    expect(
      ReportInputSchema.parse({ attractionId: 4, reason: 'closed', details: ' Shut. ', email: '' }),
    ).toEqual({ attractionId: 4, reason: 'closed', details: 'Shut.', email: null });
  });

  it('says what is wrong in the contract words', () => {
    expect(messagesOf({ attractionId: 4, reason: 'weather', details: '', email: 'x' })).toEqual({
      reason: reportMessages.reason,
      details: 'This field is required.',
      email: 'Please enter a valid Email Address.',
    });
    expect(messagesOf({ reason: 'hours', details: 'x'.repeat(1001) })).toEqual({
      attractionId: 'This field is required.',
      details: 'This field must be a maximum of 1000 character(s).',
    });
  });
});

describe('isIdempotencyKey', () => {
  it('takes 16 to 100 letters, digits, dashes and underscores', () => {
    expect(isIdempotencyKey('0123456789abcdef')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(100))).toBe(true);
    expect(isIdempotencyKey('short')).toBe(false);
    expect(isIdempotencyKey('has spaces in it here')).toBe(false);
    expect(isIdempotencyKey('a'.repeat(101))).toBe(false);
  });
});
