import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  createReferenceNumber,
  formatReferenceNumber,
  isReferenceNumber,
  normaliseReferenceNumber,
  REFERENCE_ALPHABET,
  ReferenceNumberSchema,
} from './submission.js';

describe('reference alphabet', () => {
  it('leaves out the characters people confuse', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) {
      expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });
});

describe('normaliseReferenceNumber', () => {
  it('trims, uppercases and drops spaces and dashes', () => {
    expect(normaliseReferenceNumber(' abcde-23456 ')).toBe('ABCDE23456');
    expect(normaliseReferenceNumber('ABCDE 23456')).toBe('ABCDE23456');
    expect(normaliseReferenceNumber('ab-cd--e2 3456')).toBe('ABCDE23456');
  });
});

describe('isReferenceNumber', () => {
  it('accepts ten characters of the alphabet', () => {
    expect(isReferenceNumber('ABCDE23456')).toBe(true);
  });

  it.each([
    ['too short', 'ABCDE2345'],
    ['too long', 'ABCDE234567'],
    ['an excluded letter', 'ABCDE2345O'],
    ['lowercase (normalise first)', 'abcde23456'],
    ['a dash (normalise first)', 'ABCDE-23456'],
  ])('rejects %s', (_, value) => {
    expect(isReferenceNumber(value)).toBe(false);
  });
});

describe('formatReferenceNumber', () => {
  it('groups in fives with a dash', () => {
    expect(formatReferenceNumber('ABCDE23456')).toBe('ABCDE-23456');
    expect(formatReferenceNumber('abcde 23456')).toBe('ABCDE-23456');
  });
});

describe('createReferenceNumber', () => {
  it('makes a valid reference from random bytes', () => {
    const reference = createReferenceNumber((bytes) => crypto.getRandomValues(bytes));
    expect(isReferenceNumber(reference)).toBe(true);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 248..255 are skipped; 0 → '2', 31 → '2' again, 30 → 'Z'.
    const bytes = [255, 248, 0, 31, 30, 1, 2, 3, 4, 5, 6, 7];
    const reference = createReferenceNumber((buffer) => buffer.set(bytes.slice(0, buffer.length)));
    expect(reference).toBe('22Z3456789');
  });
});

describe('ReferenceNumberSchema', () => {
  it('parses what a person types to the canonical form', () => {
    expect(ReferenceNumberSchema.parse('abcde-23456')).toBe('ABCDE23456');
  });

  it('rejects anything else with one message', () => {
    const result = ReferenceNumberSchema.safeParse('12345');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.referenceNumber]);
    expect(ReferenceNumberSchema.safeParse(42).error?.issues[0]?.message).toBe(
      messages.referenceNumber,
    );
  });
});
