// A gzip bomb made by hand (issue 40): one gzip member whose single deflate block repeats "copy 258
// bytes from 1 back" at 2 bits a time, so `inflated` zero bytes cost about inflated / 1,032 bytes.
// Written bit by bit in microseconds, where compressing a gigabyte would take the test most of a minute.

class BitWriter {
  readonly bytes: Uint8Array;
  private bit = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
  }
  /** A header field or extra bits: least significant bit first. */
  bits(value: number, count: number) {
    for (let i = 0; i < count; i++) this.put((value >> i) & 1);
  }
  /** A Huffman code: most significant bit first. */
  code(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) this.put((value >> i) & 1);
  }
  /** Zero bits (the buffer starts zeroed). */
  skip(count: number) {
    this.bit += count;
  }
  align() {
    this.bit = Math.ceil(this.bit / 8) * 8;
  }
  get length() {
    return this.bit / 8;
  }
  private put(b: number) {
    if (b) this.bytes[this.bit >> 3]! |= 1 << (this.bit & 7);
    this.bit++;
  }
}

/** Code-length code order (RFC 1951 §3.2.7). */
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

export function gzipBomb(inflated: number): Uint8Array {
  const repeats = Math.floor((inflated - 1) / 258);
  const w = new BitWriter(64 + Math.ceil(repeats / 4));
  for (const [value, count] of [
    [0x1f, 8],
    [0x8b, 8],
    [8, 8],
    [0, 8],
    [0, 32],
    [0, 8],
    [0xff, 8],
  ] as const)
    w.bits(value, count);
  // Block 1 (not final), dynamic codes: literals/lengths 0 → "10", 256 → "11", 285 (length 258) → "0";
  // distance 0 (distance 1) → "0"; code lengths coded with 18 → "0", 1 → "10", 2 → "11".
  w.bits(0, 1);
  w.bits(2, 2);
  w.bits(286 - 257, 5);
  w.bits(0, 5);
  w.bits(18 - 4, 4);
  const clLength: Record<number, number> = { 18: 1, 1: 2, 2: 2 };
  for (const sym of CL_ORDER.slice(0, 18)) w.bits(clLength[sym] ?? 0, 3);
  const zeros = (n: number) => {
    w.code(0, 1);
    w.bits(n - 11, 7);
  };
  w.code(3, 2); // symbol 0: length 2
  zeros(138); // symbols 1–255: unused
  zeros(117);
  w.code(3, 2); // 256: length 2
  zeros(28); // 257–284: unused
  w.code(2, 2); // 285: length 1
  w.code(2, 2); // distance 0: length 1
  w.code(2, 2); // one literal zero
  w.skip(2 * repeats); // "0" + "0" per 258 zeros: the buffer is already zero
  w.code(3, 2); // end of block
  // Block 2 (final), fixed codes: only the end of block.
  w.bits(1, 1);
  w.bits(1, 2);
  w.code(0, 7);
  w.align();
  // Trailer (CRC-32 and size) left zero: no reader gets that far.
  w.skip(64);
  return w.bytes.subarray(0, w.length);
}
