import { vi } from 'vitest';

/** One request as the page sent it, for asserting what a client would see on the wire. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** An answer: a JSON body (status 200), or a status with a body, or a function of the request. */
export type FakeAnswer =
  | { status: number; body?: unknown }
  | ((
      request: SentRequest,
    ) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

/**
 * Replaces `fetch`, the one door every call in src/web/api goes through, with answers keyed by
 * 'METHOD /path' (the query string is not part of the key). A request nobody answered fails the
 * test loudly with a 599, so a page asking for something unexpected is noticed. The stub is
 * removed after each test (tests/component/setup.ts).
 */
export function fakeApi(answers: Record<string, FakeAnswer> = {}) {
  const requests: SentRequest[] = [];
  const unanswered: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const answer = answers[key];
    if (!answer) {
      unanswered.push(key);
      return new Response(JSON.stringify({ message: `No fake answer for ${key}` }), {
        status: 599,
      });
    }
    const { status, body } = typeof answer === 'function' ? await answer(request) : answer;
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** Requests that had no answer: a test that expects none asserts this is empty. */
    unanswered,
    /** Requests to one 'METHOD /path'. */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

/** 200 with SPEC §3's list envelope. */
export const listOf = <T>(results: T[]) => ({
  status: 200,
  body: {
    results,
    metadata: { currentPage: 1, totalPages: 1, totalResults: results.length },
  },
});

/** 200 with the management service's envelope ({response, result}). */
export const envelope = <T>(response: T) => ({ status: 200, body: { response, result: true } });
