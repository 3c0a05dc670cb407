import { describe, expect, it } from 'vitest';
import { AuthenticateInputSchema, AuthenticateResponseSchema } from './auth.js';
import { messages } from './messages.js';

describe('AuthenticateInputSchema', () => {
  it('requires a username and a password', () => {
    const result = AuthenticateInputSchema.safeParse({ username: ' ', password: '' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', messages.required],
      ['password', messages.required],
    ]);
  });

  it('trims the username but keeps the password exactly as typed', () => {
    expect(AuthenticateInputSchema.parse({ username: ' admin ', password: ' secret ' })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
  });
});

describe('AuthenticateResponseSchema', () => {
  it('reads a token with an ISO expiry', () => {
    const response = { token: 'abc', expires: '2025-06-01T12:00:00.000Z' };
    expect(AuthenticateResponseSchema.parse(response)).toEqual(response);
    expect(AuthenticateResponseSchema.safeParse({ token: 'abc', expires: 'soon' }).success).toBe(
      false,
    );
  });
});
