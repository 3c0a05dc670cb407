// HTTP caching of public reads: a strong ETag over the exact bytes, a Cache-Control suited to the
// read, and 304 Not Modified when the client already holds those bytes. An answer that depends
// on an admin token is never stored by a shared cache.
//
// Compressed answers are made here rather than by @fastify/compress: each compressed form is made
// once per cached answer (and carries its own strong ETag, as a different representation must),
// instead of once per request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseEncoding,
  compressBytes,
  COMPRESS_FROM_BYTES,
  type Encoding,
} from './compression.js';

export const CACHE_CONTROL = {
  /** Lists and catalogue reads: browsers and CDNs may reuse them briefly, then revalidate. */
  list: 'public, max-age=60, stale-while-revalidate=300',
  /** One attraction: the page is read more often than it changes. */
  detail: 'public, max-age=60, stale-while-revalidate=300',
  /** Anything read with a token, and side effects such as /track. */
  private: 'private, no-store',
} as const;

const suffix: Record<Encoding, string> = { br: 'br', gzip: 'gz' };

export interface EncodedBody {
  body: Buffer;
  etag: string;
  /** Compressed forms, made on first demand and kept with the answer. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** True when the request carries a `token` header, valid or not. */
export function sentToken(request: FastifyRequest): boolean {
  const token = request.headers.token;
  return token !== undefined && token !== '';
}

/** The tag of one encoding of an answer: "<hash>" for the bytes as they are, "<hash>.br" etc. */
function etagOf(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}.${suffix[encoding]}"` : etag;
}

/**
 * Does If-None-Match name this answer (in any of its encodings, which carry the same content)?
 * Weak comparison, as RFC 9110 §13.1.2 prescribes for If-None-Match.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(1, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    if (!tag.startsWith('"') || !tag.endsWith('"')) return false;
    const opaque = tag.slice(1, -1);
    return opaque === base || opaque === `${base}.br` || opaque === `${base}.gz`;
  });
}

function compressed(answer: EncodedBody, encoding: Encoding): Buffer {
  answer.encoded ??= {};
  return (answer.encoded[encoding] ??= compressBytes(answer.body, encoding));
}

/** Sends pre-serialised JSON with its validators; 304 when the client's copy is current. */
export function sendJsonBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedBody,
  cacheControl: string,
): FastifyReply {
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etagOf(answer.etag, encoding))
    .header('vary', 'token, accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(compressed(answer, encoding));
}
