// A gzip body for kept bytes with a few short values put in per response (decision 184: a kept
// page with this response's CSP nonce). Compressing a whole page per response cost about 3 ms of
// the event loop; this compresses the kept parts once and per response only joins them: each
// part is a raw deflate stream ended by a full flush (so no back-reference crosses into the next
// part), each value goes in as a stored block, and the gzip trailer's CRC-32 of the whole text is
// combined from the parts' own CRCs, not computed again (RFC 1951 §3.2.4, RFC 1952).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface SplicedGzip {
  /** Each part of the kept text between the values, compressed on its own, ending byte-aligned
   * after a full flush. */
  deflated: Buffer[];
  /** Each part's own CRC-32 and byte length. */
  crcs: number[];
  lengths: number[];
  /** For each part, the operator that carries a CRC over that many bytes (crc32_combine's). */
  shifts: Uint32Array[];
}

// ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A last, empty block with fixed codes: BFINAL 1, BTYPE 01, end-of-block.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Compresses the text around each `marker` once, and readies its CRCs for combining. */
export function prepareSplicedGzip(text: string, marker: string): SplicedGzip {
  const parts = text.split(marker).map((part) => Buffer.from(part));
  return {
    deflated: parts.map((part) =>
      deflateRawSync(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH }),
    ),
    crcs: parts.map((part) => (part.length > 0 ? crc32(part) : 0)),
    lengths: parts.map((part) => part.length),
    shifts: parts.map((part) => zeroBytesOperator(part.length)),
  };
}

// CRC-32 combination (zlib's crc32_combine, after Mark Adler): appending B to A gives
// crc(A + B) = shift_len(B)(crc(A)) xor crc(B), where shift is a linear map over GF(2) kept as 32
// columns. Precomputed per part, a response's CRC costs a few dozen XORs instead of a pass over
// the whole page.
function apply(operator: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector >>> 0; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= operator[i]!;
  return sum >>> 0;
}

function compose(outer: Uint32Array, inner: Uint32Array): Uint32Array {
  return inner.map((column) => apply(outer, column));
}

function zeroBytesOperator(length: number): Uint32Array {
  // One zero bit: the reflected CRC-32 polynomial, then a shift.
  let power: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) =>
    n === 0 ? 0xedb88320 : 1 << (n - 1),
  );
  for (let i = 0; i < 3; i++) power = compose(power, power); // one zero byte
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0); // identity
  for (let remaining = length; remaining > 0; remaining = Math.floor(remaining / 2)) {
    if (remaining % 2 === 1) result = compose(power, result);
    power = compose(power, power);
  }
  return result;
}

/** A stored (uncompressed) block holding `bytes`: not final, so more may follow. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const header = Buffer.from([
    0,
    length & 0xff,
    length >> 8,
    ~length & 0xff,
    (~length >> 8) & 0xff,
  ]);
  return Buffer.concat([header, bytes]);
}

// Values are of a few lengths (a nonce attribute always has one): their operators are kept.
const valueShifts = new Map<number, Uint32Array>();
function zeroBytesOperatorCached(length: number): Uint32Array {
  let operator = valueShifts.get(length);
  if (!operator) {
    operator = zeroBytesOperator(length);
    if (valueShifts.size < 64) valueShifts.set(length, operator);
  }
  return operator;
}

/** The CRC-32 of the prepared text with `filler` where each marker was, from the parts' own. */
function splicedCrc(prepared: SplicedGzip, filler: Buffer): number {
  const fillerCrc = crc32(filler);
  let crc = 0;
  prepared.crcs.forEach((partCrc, i) => {
    if (i > 0) crc = (apply(zeroBytesOperatorCached(filler.length), crc) ^ fillerCrc) >>> 0;
    crc = (apply(prepared.shifts[i]!, crc) ^ partCrc) >>> 0;
  });
  return crc;
}

/** The gzip body of the prepared text with `value` where each marker was. */
export function splicedGzip(prepared: SplicedGzip, value: string): Buffer {
  const filler = Buffer.from(value);
  if (filler.length > 0xffff) throw new RangeError('a spliced value must be under 64 KiB');
  const stored = storedBlock(filler);
  const chunks: Buffer[] = [GZIP_HEADER];
  let size = 0;
  prepared.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(stored);
      size += filler.length;
    }
    chunks.push(deflated);
    size += prepared.lengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(splicedCrc(prepared, filler), 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** One response's body, and what to call once the response has sent it. */
export interface SplicedBody {
  body: Buffer;
  /** The body's bytes may be written again for another response: call once they are sent. */
  release: () => void;
}

/**
 * Bodies of one prepared text for values of one byte length (a nonce attribute always has one),
 * each a copy of a body built once, with only the values and the CRC written in per response. A
 * body whose response has been sent is written again for the next instead of a new one being
 * built: per response no page-sized buffer is allocated or copied, which with the collector's
 * work was about a fifth of a kept page's cost. A body still being sent is never handed out.
 * At most `keep` sent bodies wait for reuse: a body is usually handed to the socket at once, so a
 * few serve a busy page, and a kept page holds little beside its text (page-cache.ts).
 */
export function splicedGzipBodies(
  prepared: SplicedGzip,
  valueLength: number,
  keep = 4,
): (value: string) => SplicedBody {
  const template = splicedGzip(prepared, 'x'.repeat(valueLength));
  // Where each value's bytes start: after the header, each part and its stored block's header.
  const valueOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  prepared.deflated.forEach((deflated, i) => {
    if (i > 0) {
      valueOffsets.push(offset + 5);
      offset += 5 + valueLength;
    }
    offset += deflated.length;
  });
  const crcOffset = template.length - 8;
  const free: Buffer[] = [];
  const noRelease = () => {};
  return (value) => {
    const filler = Buffer.from(value);
    if (filler.length !== valueLength) {
      return { body: splicedGzip(prepared, value), release: noRelease };
    }
    const body = free.pop() ?? Buffer.from(template);
    for (const at of valueOffsets) filler.copy(body, at);
    body.writeUInt32LE(splicedCrc(prepared, filler), crcOffset);
    let released = false;
    return {
      body,
      release: () => {
        if (released) return;
        released = true;
        if (free.length < keep) free.push(body);
      },
    };
  };
}
