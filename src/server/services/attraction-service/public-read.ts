// How every read of the attraction service answers: serialise with the route's response schema
// (which also strips anything internal), tag the bytes, and keep list answers in the in-process
// cache unless the request carried a token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL, sendJsonBytes, sentToken } from '../../http/http-cache.js';
import { withEtag, type ListCache } from '../../http/list-cache.js';

interface ReadPlanBase {
  /** Shares the answer between requests through the list cache (token-less requests only). */
  cacheKey?: string | undefined;
  cacheControl: string;
}

/**
 * `load` answers a value the route's schema serialises; `loadText` the answer's JSON text,
 * already encoded with that schema from kept parts (attraction-json-cache.ts).
 */
export type ReadPlan = ReadPlanBase &
  ({ load: () => Promise<unknown> } | { loadText: () => Promise<string> });

export async function answerRead(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListCache,
  plan: ReadPlan,
): Promise<FastifyReply> {
  const tokenSent = sentToken(request);
  const serialise = async () =>
    Buffer.from(
      'loadText' in plan ? await plan.loadText() : (reply.serialize(await plan.load()) as string),
    );
  const answer =
    plan.cacheKey !== undefined && !tokenSent
      ? await cache.getOrLoad(plan.cacheKey, serialise, request.url)
      : withEtag(await serialise());
  return sendJsonBytes(
    request,
    reply,
    answer,
    tokenSent ? CACHE_CONTROL.private : plan.cacheControl,
  );
}

/**
 * A route's onRequest hook: answers a token-less repeat of a URL already served from the list
 * cache straight away, before query validation (the bytes are the same; a write empties both).
 */
export function cachedAnswerHook(cache: ListCache, cacheControl: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (sentToken(request)) return;
    const answer = cache.lookup(request.url);
    if (answer) return sendJsonBytes(request, reply, answer, cacheControl);
  };
}
