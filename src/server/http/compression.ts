// Response compression for the answers @fastify/compress does not see: the list cache's stored
// answers (compressed once per answer, src/server/http/http-cache.ts) and the pages
// served by the web app's not-found handler, which is not a route, so the plugin's hooks never
// run for it.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Smaller answers are sent as they are (the same threshold as app.ts's compression). */
export const COMPRESS_FROM_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** Whether an Accept-Encoding header takes `encoding` (by name or `*`, with a q above 0). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  if (!acceptEncoding) return false;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  return (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
}

/** The preferred encoding the client accepts (br, then gzip), or undefined for none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

const brotliParams = (body: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const GZIP_OPTIONS = { level: 6 };
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at quality 5: most of the size gain of higher levels at a few milliseconds' cost. */
export function compressBytes(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliParams(body))
    : gzipSync(body, GZIP_OPTIONS);
}

/**
 * The same, on libuv's thread pool: for a page compressed per response (a few milliseconds of
 * brotli each), which on the event loop would hold every other answer back meanwhile.
 */
export function compressBytesOffLoop(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompressAsync(body, brotliParams(body))
    : gzipAsync(body, GZIP_OPTIONS);
}
