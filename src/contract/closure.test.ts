import { describe, expect, it } from 'vitest';
import { ClosureInputSchema, reopensOnMessage, temporaryClosureText } from './closure.js';

describe('ClosureInputSchema', () => {
  it('reads a temporary closure with an optional date and note, blanks as none', () => {
    expect(
      ClosureInputSchema.parse({ state: 'temporarilyClosed', reopensOn: '', note: '  ' }),
    ).toEqual({ state: 'temporarilyClosed', reopensOn: null, note: null });
    expect(
      ClosureInputSchema.parse({
        state: 'temporarilyClosed',
        reopensOn: '2027-04-01',
        note: ' Repairs. ',
      }),
    ).toEqual({ state: 'temporarilyClosed', reopensOn: '2027-04-01', note: 'Repairs.' });
  });

  it('refuses a date that is not a calendar day, with its message', () => {
    const result = ClosureInputSchema.safeParse({
      state: 'temporarilyClosed',
      reopensOn: '2027-02-30',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(reopensOnMessage);
  });

  it('takes no reopening date for a permanent closure, and nothing else for open', () => {
    expect(
      ClosureInputSchema.safeParse({ state: 'permanentlyClosed', reopensOn: '2027-04-01' }).success,
    ).toBe(false);
    expect(ClosureInputSchema.parse({ state: 'open' })).toEqual({ state: 'open' });
    expect(ClosureInputSchema.safeParse({ state: 'shut' }).success).toBe(false);
  });
});

describe('temporaryClosureText', () => {
  it('gives the reopening day in words, or says none was given', () => {
    expect(temporaryClosureText({ reopensOn: '2027-04-01' })).toBe(
      'Temporarily closed. Expected to reopen on 1 April 2027.',
    );
    expect(temporaryClosureText({ reopensOn: null })).toBe(
      'Temporarily closed. No reopening date has been given.',
    );
  });
});
