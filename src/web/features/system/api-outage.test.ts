import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { isApiUnreachable } from './api-outage';

describe('isApiUnreachable', () => {
  it('is true when no answer came back', () => {
    expect(isApiUnreachable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is true for gateway answers of a server that is down', () => {
    for (const status of [502, 503, 504])
      expect(isApiUnreachable(new ApiError(status, null))).toBe(true);
  });

  it('is false for answers about the request itself', () => {
    for (const status of [400, 401, 404, 409, 429, 500]) {
      expect(isApiUnreachable(new ApiError(status, null))).toBe(false);
    }
  });

  it('is false for a cancelled request', () => {
    const abort = new Error('The operation was aborted.');
    abort.name = 'AbortError';
    expect(isApiUnreachable(abort)).toBe(false);
    expect(isApiUnreachable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
