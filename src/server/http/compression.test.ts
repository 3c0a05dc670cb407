import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBytes, compressBytesOffLoop } from './compression.js';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressBytes', () => {
  const body = Buffer.from('<p>Days out</p>'.repeat(200));
  it('makes brotli and gzip that decode to the same bytes, much smaller', () => {
    const br = compressBytes(body, 'br');
    const gz = compressBytes(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });
});

describe('compressBytesOffLoop', () => {
  const body = Buffer.from('<p>Days out near Leeds</p>'.repeat(300));
  it('makes the same bytes as the synchronous way, for both encodings', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const offLoop = await compressBytesOffLoop(body, encoding);
      expect(offLoop.equals(compressBytes(body, encoding)), encoding).toBe(true);
    }
  });
});
