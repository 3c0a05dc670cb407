import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSplicedGzip, splicedGzip, splicedGzipBodies } from './spliced-gzip.js';

describe('a gzip body spliced around per-response values', () => {
  const page = `<style nonce="@@">${'a{color:red}'.repeat(2000)}</style><script nonce="@@"></script><p>${'Zoos – café £5 '.repeat(5000)}</p>`;
  const prepared = prepareSplicedGzip(page, '@@');

  it('decompresses to the text with the value in every place, for any value', () => {
    for (const value of ['abc123==', 'x'.repeat(40), '']) {
      expect(gunzipSync(splicedGzip(prepared, value)).toString()).toBe(
        page.replaceAll('@@', value),
      );
    }
  });

  it('stays compressed: the repeated text is not sent as it is', () => {
    expect(splicedGzip(prepared, 'abc').length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it('handles text without a marker, and markers at both ends', () => {
    for (const text of ['plain text', '@@middle@@', '@@']) {
      const body = splicedGzip(prepareSplicedGzip(text, '@@'), 'NONCE');
      expect(gunzipSync(body).toString()).toBe(text.replaceAll('@@', 'NONCE'));
    }
  });

  it('refuses a value too long for one stored block, rather than sending a broken body', () => {
    expect(() => splicedGzip(prepared, 'x'.repeat(0x10000))).toThrow(RangeError);
  });
});

describe('reused gzip bodies for values of one length', () => {
  const page = `<style nonce="@@">${'a{color:red}'.repeat(500)}</style><script nonce="@@"></script><p>${'Zoos – café £5 '.repeat(900)}</p>`;
  const bodies = splicedGzipBodies(prepareSplicedGzip(page, '@@'), 8);

  it('gives each response in flight its own body, with its own value', () => {
    const first = bodies('AAAAAAAA');
    const second = bodies('BBBBBBBB');
    expect(second.body).not.toBe(first.body);
    expect(gunzipSync(first.body).toString()).toBe(page.replaceAll('@@', 'AAAAAAAA'));
    expect(gunzipSync(second.body).toString()).toBe(page.replaceAll('@@', 'BBBBBBBB'));
  });

  it('writes a released body again for the next response, values and checksum and all', () => {
    const first = bodies('CCCCCCCC');
    first.release();
    first.release(); // twice is harmless: the body is kept once
    const next = bodies('DDDDDDDD');
    expect(next.body).toBe(first.body);
    expect(gunzipSync(next.body).toString()).toBe(page.replaceAll('@@', 'DDDDDDDD'));
    const another = bodies('EEEEEEEE');
    expect(another.body).not.toBe(next.body);
  });

  it('builds a body of its own for a value of another length', () => {
    const odd = bodies('short');
    expect(gunzipSync(odd.body).toString()).toBe(page.replaceAll('@@', 'short'));
  });
});
